import type { Locale } from '../i18n/languages';

/**
 * A notification as the API, the pages and the live stream give it (spec §3), rendered on the
 * server in the reader's language: read is 0 (unread) or 1; `date` is the ISO instant and the
 * labels are its text, formatted on the server in the configured zone (ADR-0202).
 */
export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  /** ISO 8601 instant. */
  date: string;
  /** `date` as the panel shows it: year\month\day. */
  date_label: string;
  /** `date` with its time, in words, for the list and detail pages. */
  date_long: string;
  read: 0 | 1;
  /** A path without the leading slash, e.g. "account". */
  url: string;
  /** The language title and body are written in (a hand-written message may lack the reader's). */
  lang: Locale;
}

export interface NotificationPage {
  data: NotificationItem[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  unread_count: number;
}

/**
 * The messages the shop sends by key, with their parameters. Their text lives in the
 * `notifications` namespace (`<key>.title`, `<key>.body`) in every language.
 */
export interface NotificationMessages {
  welcome: { name: string };
  order_placed: { number: string };
  order_paid: { number: string };
  order_payment_failed: { number: string };
  /** Its payment was refunded (by the company, or automatically after the order was called off). */
  order_refunded: { number: string };
  /** `status`: an order status (ADR-0303), worded by `orders:statuses.<status>`. */
  order_status_changed: { number: string; status: string };
  /** The company answered in the order's thread (issue 15). */
  order_replied: { number: string };
  /** A demo's slot accepted (ADR-0501); the invitation is in the mail. */
  demo_scheduled: Record<string, never>;
  demo_canceled: Record<string, never>;
  /** `status`: a request status (ADR-0500), worded by `requests:statuses.<status>`. */
  request_status_changed: { subject: string; status: string };
  request_replied: { subject: string };
  /** A subscription (ADR-0401), named by its order's number; the dates are in the mail. */
  subscription_canceled: { number: string };
  subscription_resumed: { number: string };
  subscription_payment_failed: { number: string };
  subscription_overdue: { number: string };
  subscription_ended: { number: string };
}

export type NotificationKey = keyof NotificationMessages;

/** One language's text of a message the company writes by hand. */
export interface NotificationText {
  title: string;
  body: string;
}

export type NotificationTexts = Partial<Record<Locale, NotificationText>>;

/** What `notifications.create` takes: a message key with its parameters, or the company's own text. */
export type NotificationMessage = (
  | { [K in NotificationKey]: { key: K; params: NotificationMessages[K] } }[NotificationKey]
  | {
      /** Title and body per language; at least one. */
      texts: NotificationTexts;
      /** Shown to readers whose language `texts` lacks; by default the first of fr, en, ar it has. */
      fallback?: Locale;
    }
) & { url?: string };
