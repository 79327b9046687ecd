import type { PaymentStatus } from '../../../common/payments/types';

/** The idempotency key was first used for other terms (another amount, purpose or customer). */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('this idempotency key was used for another request');
    this.name = 'IdempotencyConflictError';
  }
}

/** Another call with the same key is still talking to the provider; try again shortly. */
export class PaymentBusyError extends Error {
  constructor() {
    super('a request with this idempotency key is still in progress');
    this.name = 'PaymentBusyError';
  }
}

/**
 * An earlier attempt for the same purpose could not be closed: the provider says it is paid or
 * still being paid. A new attempt would risk a second charge, so none is made.
 */
export class PaymentAttemptOpenError extends Error {
  constructor(
    readonly paymentId: string,
    readonly status: PaymentStatus,
  ) {
    super(`an earlier payment attempt is ${status}`);
    this.name = 'PaymentAttemptOpenError';
  }
}

export class PaymentNotFoundError extends Error {
  constructor() {
    super('no such payment');
    this.name = 'PaymentNotFoundError';
  }
}

/** A refund that cannot be made: not a succeeded payment, more than what is left, another currency. */
export class RefundRefusedError extends Error {
  constructor(readonly code: 'not_refundable' | 'amount_too_large' | 'currency_mismatch') {
    super(`refund refused: ${code}`);
    this.name = 'RefundRefusedError';
  }
}

/** No provider of that name is configured (the webhook route answers 404). */
export class UnknownProviderError extends Error {
  constructor(name: string) {
    super(`no payment provider "${name}"`);
    this.name = 'UnknownProviderError';
  }
}
