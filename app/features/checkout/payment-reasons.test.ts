import { describe, expect, it } from 'vitest';
import { paymentFailureReason } from './payment-reasons';

describe('paymentFailureReason', () => {
  it('names the known reasons, "declined" as the card’s, anything else as failed, nothing as none', () => {
    expect(paymentFailureReason('card_declined')).toBe('card_declined');
    expect(paymentFailureReason('declined')).toBe('card_declined');
    expect(paymentFailureReason('canceled')).toBe('canceled');
    expect(paymentFailureReason('expired')).toBe('expired');
    expect(paymentFailureReason('<script>')).toBe('failed');
    expect(paymentFailureReason(null)).toBeNull();
    expect(paymentFailureReason('')).toBeNull();
  });
});
