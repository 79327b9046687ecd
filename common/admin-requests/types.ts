import type { DemoView } from '../demos/types';
import type { AttachmentSummary } from '../attachments/types';
import type { DateLabel } from '../format/dates';

/** Where a request stands against one target (ADR-0500, `requests/service-level-state.ts`). */
export type ServiceLevelTargetState =
  'met' | 'breached' | 'overdue' | 'due_soon' | 'on_track' | 'paused' | 'none';
/** The queue's live flag: the more urgent of the two targets' running states. */
export type RequestQueueFlag = 'overdue' | 'due_soon' | 'paused' | 'ok';

/** One target in the request's service-level panel. */
export interface ServiceLevelTargetView {
  state: ServiceLevelTargetState;
  label: string;
  /** The live due time while it runs, or the due time that was missed. */
  due: DateLabel | null;
  /** When it was met (first answered, resolved), late or not. */
  met_at: DateLabel | null;
}

/** A request in the admin queue, labels in the reader's language and the site's zone. */
export interface AdminRequestRow {
  id: string;
  type: string;
  type_label: string;
  subject: string;
  status: string;
  status_label: string;
  full_name: string;
  email: string;
  waiting_on_customer: boolean;
  /** From the due times stored on the request, against the service levels' "due soon" window. */
  sla: RequestQueueFlag;
  sla_label: string;
  /** A target was missed (met late, or still running when the request was closed). */
  breached: boolean;
  due: DateLabel | null;
  created_at: DateLabel;
  updated_at: DateLabel;
}

export interface AdminThreadMessage {
  id: number;
  author: 'customer' | 'staff';
  author_label: string;
  internal: boolean;
  asks_customer: boolean;
  body: string;
  created_at: DateLabel;
}

export interface AdminRequestDetail extends AdminRequestRow {
  comments: string;
  links: string[];
  notes: string;
  phone: string | null;
  company: string | null;
  customer_id: string | null;
  service_levels: { first_response: ServiceLevelTargetView; resolution: ServiceLevelTargetView };
  final: boolean;
  /** Statuses the admin may move this request to now (the machine's moves for actor admin). */
  moves: { status: string; label: string }[];
  thread: AdminThreadMessage[];
  files: AttachmentSummary[];
  history: {
    from_label: string;
    to_label: string;
    actor_label: string;
    /** The admin who made the move, when one did. */
    actor_email: string | null;
    at: DateLabel;
  }[];
}

/** A demo as the admin queue gets it: the customer's view of it, and what the company may do. */
export interface AdminDemo extends DemoView {
  can_propose: boolean;
  /** The zone proposed times are entered in (the site's TIME_ZONE). */
  time_zone: string;
}
