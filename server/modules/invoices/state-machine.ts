import type { InvoiceActor, InvoiceStatus } from '../../../common/invoices/types';
import { mayMove, movesOf, type MoveTable } from '../../platform/move-table';

/**
 * The invoice's state machine (ADR-0400): each move names who may make it; anything else is
 * refused. Refund and Canceled are final: a credit note was issued against the invoice.
 */
const MOVES: MoveTable<InvoiceStatus, InvoiceActor> = {
  // A renewal's invoice waiting for its charge; pay later makes it On hand.
  pending: {
    paid: ['admin', 'webhook', 'scheduler', 'system'],
    on_hand: ['customer', 'scheduler', 'system'],
    canceled: ['admin', 'scheduler', 'system'],
  },
  // Money owed to the company: paid through the provider or received by it; an order cancelled
  // before it was paid cancels its invoice (with a credit note).
  on_hand: {
    paid: ['admin', 'webhook', 'scheduler', 'system'],
    canceled: ['customer', 'admin', 'scheduler', 'system'],
  },
  paid: { refund: ['admin', 'webhook', 'scheduler', 'system'] },
  refund: {},
  canceled: {},
};

export function mayMoveInvoice(from: InvoiceStatus, to: InvoiceStatus, actor: InvoiceActor): boolean {
  return mayMove(MOVES, from, to, actor);
}

/** Every allowed move, for the ADR's table and the tests that walk it. */
export const allowedInvoiceMoves = () => movesOf(MOVES);
