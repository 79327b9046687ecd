import { z } from '../zod';
import type { DateLabel } from '../format/dates';
import { ORDER_STATUSES, PAY_STATUSES, PAYMENT_MODES, type OrderStatus } from './types';
import type { MoneyView, OrderCommentView, OrderDetailView, OrderSummaryView } from './views';

// The admin's orders queue (issue 15): its inputs, shared by the screens and the server (the
// truth), and what the API answers. Messages are keys of the `admin-orders` namespace's `errors`.

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'day')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'day',
  );
const emptyIsNone = z.literal('').transform(() => undefined);

export const ADMIN_ORDER_SORTS = [
  '-created_at',
  'created_at',
  '-total',
  'total',
  '-number',
  'number',
] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** `GET /api/admin/orders`: the filters, sort and page, as query parameters. */
export const AdminOrderQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: 'invalid' }).optional().or(emptyIsNone),
    pay_status: z.enum(PAY_STATUSES, { message: 'invalid' }).optional().or(emptyIsNone),
    payment_mode: z.enum(PAYMENT_MODES, { message: 'invalid' }).optional().or(emptyIsNone),
    /** An order number or a customer's e-mail, or a part of either. */
    q: z
      .string()
      .trim()
      .max(254, 'tooLong')
      .optional()
      .transform((v) => v || undefined),
    from: isoDay.optional().or(emptyIsNone),
    to: isoDay.optional().or(emptyIsNone),
    sort: z.enum(ADMIN_ORDER_SORTS, { message: 'invalid' }).default('-created_at').or(emptyIsNone),
    page: z.coerce.number().int('page').min(1, 'page').max(100_000, 'page').default(1),
    per_page: z.coerce.number().int('perPage').min(1, 'perPage').max(100, 'perPage').default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'range', path: ['to'] });
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

/** `POST /api/admin/orders/{id}/status`. */
export const AdminOrderStatusSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { message: 'status' }),
});

/** `POST /api/admin/orders/{id}/comments`: the company's reply in the order's thread. */
export const AdminOrderReplySchema = z.strictObject({
  body: z.string({ message: 'required' }).trim().min(1, 'required').max(5000, 'tooLong'),
});

export interface AdminOrderCustomer {
  id: string;
  email: string;
  name: string;
}

export interface AdminOrderRow extends OrderSummaryView {
  customer: AdminOrderCustomer | null;
}

export interface AdminPaymentView {
  id: string;
  provider: string;
  status: string;
  status_label: string;
  amount: MoneyView;
  refunded: MoneyView;
  created_at: DateLabel;
  refunds: { id: string; amount: MoneyView; status: string; status_label: string; created_at: DateLabel }[];
}

export interface AdminInvoiceView {
  id: number;
  kind: string;
  kind_label: string;
  number: string;
  status: string;
  status_label: string;
  date: DateLabel;
  amount: MoneyView;
}

export interface AdminOrderDetail extends OrderDetailView {
  customer: AdminOrderCustomer | null;
  /** Each history row's actor, worded. */
  history: (OrderDetailView['history'][number] & {
    actor_label: string;
    /** The admin who made the move (null for other actors, and for moves made before it was kept). */
    actor_id: string | null;
    actor_email: string | null;
  })[];
  comments: OrderCommentView[];
  payments: AdminPaymentView[];
  invoices: AdminInvoiceView[];
  /** Downloaded through `url` with the admin's Bearer token. */
  files: { id: string; name: string; size_label: string; created_at: DateLabel; url: string }[];
  can: {
    /** The statuses the admin may move it to now (the state machine's answer). */
    statuses: { value: OrderStatus; label: string }[];
    record_payment: boolean;
    refund: boolean;
  };
}

export interface AdminOrderPage {
  data: AdminOrderRow[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
