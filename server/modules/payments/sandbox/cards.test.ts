import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid } from './cards';

const now = new Date('2026-12-12T23:30:00Z');
const card = (number: string, expiry = '12/30') =>
  checkCard({ number, expiry, cvc: '123', name: 'Salma Benali' }, now);

describe('the sandbox test cards', () => {
  it('knows the three test cards, spaces or not', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, behaviour: 'succeeds', last4: '4242' });
    expect(card('4000000000000002')).toEqual({ ok: true, behaviour: 'declined', last4: '0002' });
    expect(card('4000-0027-6000-3184')).toEqual({ ok: true, behaviour: 'requires_action', last4: '3184' });
  });

  it('refuses a number that fails Luhn, a real-looking card that is not a test card, and bad fields', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(card('4242 4242 4242 4241')).toEqual({ ok: false, errors: { number: 'invalid' } });
    expect(card('5555 5555 5555 4444')).toEqual({ ok: false, errors: { number: 'not_test_card' } });
    expect(card('4242424242424242', '11/26')).toEqual({ ok: false, errors: { expiry: 'expired' } });
    expect(card('4242424242424242', '12/26').ok).toBe(true);
    expect(card('4242424242424242', '13/30')).toEqual({ ok: false, errors: { expiry: 'invalid' } });
    expect(checkCard({}, now)).toEqual({
      ok: false,
      errors: { number: 'required', expiry: 'required', cvc: 'required', name: 'required' },
    });
    expect(checkCard({ number: '4242424242424242', expiry: '1230', cvc: '12', name: ' ' }, now)).toEqual({
      ok: false,
      errors: { cvc: 'invalid', name: 'required' },
    });
  });
});
