import type { PayStatus } from '../orders/types';
import type { MoneyView } from '../orders/views';

// What `GET /api/admin/dashboard` answers (issue 16, ADR-0704): figures computed and labelled by
// the server in the shop's zone; the screen draws and lists them as they are.

/** One week of the period (its first and last may be cut by the period's ends: `partial`). */
export interface DashboardWeek {
  /** The week's first local day, `YYYY-MM-DD`. */
  start: string;
  /** Its short label for an axis ("7 déc."). */
  label: string;
  /** Its long label for a table ("7 décembre 2026"). */
  long_label: string;
  partial: boolean;
  orders: number;
  /** What the orders placed that week and paid brought in. */
  revenue: MoneyView;
  new_customers: number;
}

export interface DashboardView {
  period: {
    from: string;
    to: string;
    from_label: string;
    to_label: string;
    days: number;
    max_days: number;
    /** The weekday weeks start on (0 = Sunday, 1 = Monday). */
    week_start: number;
    time_zone: string;
  };
  totals: {
    orders: number;
    revenue: MoneyView;
    new_customers: number;
    new_subscribers: number;
    /** Confirmed newsletter subscribers now, whatever the period. */
    subscribers: number;
    requests: number;
    /** Open requests past a due time now: the requests queue's `?sla=overdue` count. */
    overdue_requests: number;
  };
  weeks: DashboardWeek[];
  pay_status: { status: PayStatus; label: string; orders: number; amount: MoneyView }[];
  requests: { status: string; label: string; count: number }[];
  /** The services sold most: `sold` counts lines (an order with two of its packages sells it twice). */
  top_services: { service_id: number; name: string; sold: number; revenue: MoneyView }[];
}
