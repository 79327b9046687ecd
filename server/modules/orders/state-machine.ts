import type { OrderActor, OrderStatus, PayStatus } from '../../../common/orders/types';

/**
 * The order's two state machines (ADR-0303): each move names who may make it; anything else is
 * refused. Final statuses (done is not: it closes) have no move out.
 */
const STATUS_MOVES: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  pending: {
    // Paying makes an order Approved (the payment's webhook, or the server confirming the
    // customer's return with the provider); the company approves a pay-later order.
    approved: ['admin', 'webhook', 'scheduler', 'system'],
    // The customer only while it is unpaid (judged with the pay status, below).
    canceled: ['customer', 'admin', 'scheduler', 'system'],
    rejected: ['admin'],
  },
  approved: { done: ['admin'], canceled: ['admin'] },
  done: { closed: ['admin', 'scheduler'] },
  canceled: {},
  closed: {},
  rejected: {},
};

const PAY_MOVES: Record<PayStatus, Partial<Record<PayStatus, readonly OrderActor[]>>> = {
  // Pay later: the customer's choice at checkout puts the money "on hand" (to be paid to the company).
  pending: { paid: ['webhook', 'scheduler', 'system'], on_hand: ['customer', 'system'] },
  // Money on hand is paid through the provider, or received by the company.
  on_hand: { paid: ['admin', 'webhook', 'scheduler', 'system'] },
  paid: { refund: ['admin', 'webhook', 'scheduler'] },
  refund: {},
};

export type OrderTransition =
  | { field: 'status'; from: OrderStatus; to: OrderStatus }
  | { field: 'pay_status'; from: PayStatus; to: PayStatus };

export const FINAL_STATUSES: readonly OrderStatus[] = ['canceled', 'closed', 'rejected'];

/** Whether `actor` may move the status; a customer cancels only an order that is not paid. */
export function mayMoveStatus(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  payStatus: PayStatus,
): boolean {
  if (!STATUS_MOVES[from][to]?.includes(actor)) return false;
  if (actor === 'customer' && to === 'canceled') return payStatus !== 'paid' && payStatus !== 'refund';
  return true;
}

export function mayMovePayStatus(from: PayStatus, to: PayStatus, actor: OrderActor): boolean {
  return PAY_MOVES[from][to]?.includes(actor) ?? false;
}

/** Every allowed move of both machines, for the ADR's tables and the tests that walk them. */
export function allowedOrderMoves(): {
  field: 'status' | 'pay_status';
  from: string;
  to: string;
  actors: readonly string[];
}[] {
  const of = (
    field: 'status' | 'pay_status',
    table: Record<string, Partial<Record<string, readonly string[]>>>,
  ) =>
    Object.entries(table).flatMap(([from, moves]) =>
      Object.entries(moves).map(([to, actors]) => ({ field, from, to, actors: actors! })),
    );
  return [...of('status', STATUS_MOVES), ...of('pay_status', PAY_MOVES)];
}
