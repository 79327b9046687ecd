import type { DemoView } from '../demos/types';
import type { AttachmentSummary } from '../attachments/types';
import type { DateLabel } from '../format/dates';

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
  sla: 'overdue' | 'due_soon' | 'ok';
  sla_label: string;
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
  first_response_due: DateLabel | null;
  resolution_due: DateLabel | null;
  first_responded_at: DateLabel | null;
  final: boolean;
  /** Statuses the admin may move this request to now (the machine's moves for actor admin). */
  moves: { status: string; label: string }[];
  thread: AdminThreadMessage[];
  files: AttachmentSummary[];
  history: { from_label: string; to_label: string; actor_label: string; at: DateLabel }[];
}

/** A demo as the admin queue gets it: the customer's view of it, and what the company may do. */
export interface AdminDemo extends DemoView {
  can_propose: boolean;
  /** The zone proposed times are entered in (the site's TIME_ZONE). */
  time_zone: string;
}
