import type { AttachmentSummary } from '../attachments/types';

/** A date as sent to the browser: the instant and its text, written on the server (ADR-0008). */
export interface RequestDate {
  iso: string;
  label: string;
}

/** A request in a list (API `GET /api/requests`, the account pages), labels in the reader's language. */
export interface RequestListItemView {
  id: string;
  type: string;
  type_label: string;
  subject: string;
  status: string;
  status_label: string;
  created_at: string;
  created_at_label: string;
}

export interface RequestMessageView {
  id: number;
  author: 'customer' | 'company';
  author_label: string;
  body: string;
  created_at: string;
  created_at_label: string;
}

export interface RequestHistoryView {
  from: string;
  to: string;
  from_label: string;
  to_label: string;
  actor: string;
  actor_label: string;
  at: string;
  at_label: string;
}

/** A request as its owner sees it (ADR-0500): never an internal note. */
export interface RequestDetailView extends RequestListItemView {
  comments: string;
  links: string[];
  notes: string;
  full_name: string;
  email: string;
  waiting_on_customer: boolean;
  /** When to expect the next step, null while waiting on the customer or once nothing is due. */
  answer_expected: RequestDate | null;
  answer_expected_kind: 'first_response' | 'resolution';
  first_response_at: RequestDate | null;
  resolved_at: RequestDate | null;
  final: boolean;
  thread: RequestMessageView[];
  files: AttachmentSummary[];
  history: RequestHistoryView[];
}
