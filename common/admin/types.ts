/** What the admin API answers (ADR-0600, ADR-0601); dates come labelled by the server. */

export interface AdminMe {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  session: {
    id: string;
    created_at: string;
    created_at_label: string;
    idle_expires_at: string;
    absolute_expires_at: string;
    absolute_expires_at_label: string;
  };
}

export interface AdminLoginAnswer {
  token: string;
  user: { id: string; email: string; first_name: string; last_name: string };
  expires_at: string;
  absolute_expires_at: string;
}

export interface AuditRow {
  id: number;
  occurred_at: string;
  occurred_at_label: string;
  actor_id: string | null;
  actor_email: string;
  session_id: string | null;
  action: string;
  action_label: string;
  entity_type: string;
  entity_id: string;
  /** The record's name now (a code, a title in the reader's language, an e-mail); null when unknown. */
  entity_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
  user_agent: string;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** The customers, subscribers and notifications screens (ADR-0610). */
export interface CustomerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  country: string;
  /** The country's name in the request's language (Intl.DisplayNames, on the server). */
  country_name: string;
  role: 'customer' | 'admin';
  locale: string;
  verified: boolean;
  disabled: boolean;
  disabled_at_label: string | null;
  created_at: string;
  created_at_label: string;
}

export interface SubscriberRow {
  id: number;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  locale: string;
  created_at: string;
  created_at_label: string;
  confirmed_at_label: string | null;
  unsubscribed_at_label: string | null;
}

export interface BroadcastRow {
  id: number;
  title: string;
  url: string;
  audience: 'all' | 'one';
  target_user_id: string | null;
  status: 'sending' | 'done';
  total: number;
  sent: number;
  created_at: string;
  created_at_label: string;
  finished_at_label: string | null;
}
