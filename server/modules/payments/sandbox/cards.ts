/** What a test card does at the sandbox's hosted page (Stripe's test numbers, same behaviour). */
export type CardBehaviour = 'succeeds' | 'declined' | 'requires_action';

export const TEST_CARDS: readonly { number: string; behaviour: CardBehaviour }[] = [
  { number: '4242424242424242', behaviour: 'succeeds' },
  { number: '4000000000000002', behaviour: 'declined' },
  { number: '4000002760003184', behaviour: 'requires_action' },
];

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export type CardProblem = 'required' | 'invalid' | 'expired' | 'not_test_card';

export interface CardInput {
  number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  name?: unknown;
}

export type CardCheck =
  | { ok: true; behaviour: CardBehaviour; last4: string }
  | { ok: false; errors: Partial<Record<CardField, CardProblem>> };

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card form as a provider's page does: a well-formed number (Luhn), an expiry (MM/YY) not
 * in the past by `now`, a CVC of 3–4 digits, a name. A well-formed number that is not one of the
 * test cards is refused as such: the sandbox never pretends to charge a real card.
 */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardProblem>> = {};
  const number = digitsOf(input.number);
  if (!number) errors.number = 'required';
  else if (!luhnValid(number)) errors.number = 'invalid';
  const card = TEST_CARDS.find((c) => c.number === number);
  if (!errors.number && !card) errors.number = 'not_test_card';

  const expiry = typeof input.expiry === 'string' ? input.expiry.replace(/\s/g, '') : '';
  const match = /^(\d{2})\/?(\d{2})$/.exec(expiry);
  if (!expiry) errors.expiry = 'required';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'invalid';
  else {
    const year = 2000 + Number(match[2]);
    const month = Number(match[1]);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (year * 12 + month < current) errors.expiry = 'expired';
  }

  const cvc = digitsOf(input.cvc);
  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalid';

  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) errors.name = 'required';
  else if (name.length > 100) errors.name = 'invalid';

  if (Object.keys(errors).length > 0 || !card) return { ok: false, errors };
  return { ok: true, behaviour: card.behaviour, last4: number.slice(-4) };
}
