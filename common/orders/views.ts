import type { AttachmentLimits } from '../attachments/types';
import type { BillingPeriod, DiscountType, PaymentKind } from '../catalog/types';
import type { DateLabel } from '../format/dates';
import type { Money } from '../pricing/types';
import type { OrderActor, OrderField, OrderLineType, OrderStatus, PaymentMode, PayStatus } from './types';

/**
 * An order as the API and the pages receive it (server/modules/orders/read.ts writes it): every
 * label and date in the reader's language, amounts in minor units with their label.
 */

export interface MoneyView extends Money {
  label: string;
}

export interface OrderSummaryView {
  id: string;
  number: string;
  status: OrderStatus;
  status_label: string;
  pay_status: PayStatus;
  pay_status_label: string;
  payment_mode: PaymentMode;
  payment_mode_label: string;
  subtotal: MoneyView;
  discount: MoneyView;
  tax: MoneyView;
  total: MoneyView;
  promo_code: string | null;
  extra_info: string | null;
  links: string[];
  created_at: DateLabel;
  services: string[];
  packages: string[];
}

export interface OrderLineView {
  id: number;
  type: OrderLineType;
  service_id: string;
  package_id: string | null;
  name: string;
  price: MoneyView;
  discount: { type: DiscountType; value: number | null } | null;
  discount_amount: MoneyView;
  final_price: MoneyView;
  billing_period: BillingPeriod | null;
  payment_kind: PaymentKind | null;
  /** What it included at purchase; null on an order placed before it was kept. */
  features: string[] | null;
}

export interface OrderHistoryView {
  field: OrderField;
  from: string;
  to: string;
  from_label: string;
  to_label: string;
  actor: OrderActor;
  at: DateLabel;
}

export interface OrderDetailView extends OrderSummaryView {
  lines: OrderLineView[];
  history: OrderHistoryView[];
}

export interface OrderListView {
  data: OrderSummaryView[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface OrderCommentView {
  id: number;
  author: 'customer' | 'admin';
  body: string;
  created_at: DateLabel;
}

/** A file of the order as its pages list it, with where to download it. */
export interface OrderFileView {
  id: string;
  name: string;
  size_label: string;
  created_at: DateLabel;
  url: string;
}

/** What an order's page shows (server/modules/orders/pages.ts). */
export interface OrderPageView {
  order: OrderDetailView;
  can: { cancel: boolean; pay: boolean };
  files: OrderFileView[];
  comments: OrderCommentView[];
  limits: AttachmentLimits & { max_label: string };
}

/** One line of an order, with what it is and includes, for its own page. */
export interface OrderLinePageView extends OrderPageView {
  line: OrderLineView & {
    description: string | null;
    features: string[];
    /** Its catalogue page while it is still there. */
    url: string | null;
  };
}
