import { describe, expect, it } from 'vitest';
import { cartNotPayable, CheckoutErrors } from '../../server/modules/orders/errors';
import { paymentBusy } from '../../server/modules/payments/errors';
import { refusalOf } from './refusals.server';

/** A page action's view of a refusal (ADR-0023): told apart by code, said in the page's language. */
describe('refusalOf', () => {
  it("gives the status, message and field errors in the page's language", () => {
    expect(refusalOf(cartNotPayable(['empty']), 'fr', CheckoutErrors.cartNotPayable)).toEqual({
      status: 422,
      message: 'Votre panier ne peut pas être commandé en l’état.',
      errors: { cart: ['Votre panier est vide.'] },
    });
    expect(refusalOf(cartNotPayable(['empty']), 'ar').message).toBe('لا يمكن طلب سلتك على حالها.');
  });

  it('recognises a refusal by its code, even from another copy of the class', () => {
    const copy = Object.assign(new Error('orders.cart_not_payable'), {
      name: 'DomainError',
      code: CheckoutErrors.cartNotPayable,
      status: 422,
      messageKey: 'orders:api.cartNotPayable',
      params: {},
      fields: {},
    });
    expect(refusalOf(copy, 'en').message).toBe('Your cart cannot be ordered as it is.');
  });

  it('throws on what is not a refusal, or another code than those asked for', () => {
    const crash = new Error('boom');
    expect(() => refusalOf(crash, 'en')).toThrow(crash);
    expect(() => refusalOf(paymentBusy(), 'en', CheckoutErrors.cartNotPayable)).toThrow(/payments.busy/);
  });
});
