/** A notification as the API gives it (spec §3): read is 0 (unread) or 1. */
export interface Notification {
  id: number;
  title: string;
  body: string;
  date: string;
  read: 0 | 1;
  url: string;
}

export interface NotificationPage {
  data: Notification[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  unread_count: number;
}
