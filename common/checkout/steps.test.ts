import { describe, expect, it } from 'vitest';
import { previousStep, reachableStep } from './steps';

describe('reachableStep', () => {
  const ready = { payable: true, paymentMode: 'pay_now' as const };

  it('shows the step asked for when it can be reached', () => {
    for (const step of ['review', 'details', 'payment', 'confirm'])
      expect(reachableStep(step, ready)).toBe(step);
  });

  it('sends a missing or unknown step to review', () => {
    expect(reachableStep(null, ready)).toBe('review');
    expect(reachableStep('pay', ready)).toBe('review');
    expect(reachableStep('constructor', ready)).toBe('review');
  });

  it('keeps a cart that cannot be paid at review, whatever is asked', () => {
    for (const step of ['details', 'payment', 'confirm'])
      expect(reachableStep(step, { payable: false, paymentMode: 'pay_later' })).toBe('review');
  });

  it('needs a payment mode before confirm', () => {
    expect(reachableStep('confirm', { payable: true, paymentMode: null })).toBe('payment');
    expect(reachableStep('payment', { payable: true, paymentMode: null })).toBe('payment');
  });

  it('knows the step before each', () => {
    expect([previousStep('review'), previousStep('details'), previousStep('confirm')]).toEqual([
      null,
      'review',
      'payment',
    ]);
  });
});
