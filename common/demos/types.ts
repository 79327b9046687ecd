import type { DateLabel } from '../format/dates';

/** Where a demo stands in its scheduling (ADR-0501). A demo request without a slot yet is `requested`. */
export const DEMO_STATUSES = [
  'requested',
  'proposed',
  'reschedule_requested',
  'scheduled',
  'done',
  'canceled',
] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];

/** A proposed time: accepted (booked), declined (another was chosen or another time asked for), canceled. */
export const SLOT_STATUSES = ['proposed', 'accepted', 'declined', 'canceled'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** Who moves a demo: its customer, the company (admin screens), the server itself, a scheduled job. */
export const DEMO_ACTORS = ['customer', 'admin', 'system', 'scheduler'] as const;
export type DemoActor = (typeof DEMO_ACTORS)[number];

/** A slot as the API and the Demos tab get it: instants with their labels written by the server. */
export interface DemoSlotView {
  id: number;
  start: string;
  end: string;
  status: SlotStatus;
  status_label: string;
  /** "Tuesday 15 December 2026, 10:00 – 11:00" in the reader's language and the site's zone. */
  label: string;
}

export interface DemoView {
  id: string;
  full_name: string;
  phone: string | null;
  email: string;
  service: string | null;
  status: DemoStatus;
  status_label: string;
  reschedule_note: string | null;
  created_at: DateLabel;
  slots: DemoSlotView[];
  /** What the customer may do now. */
  can_accept: boolean;
  can_reschedule: boolean;
  can_cancel: boolean;
}
