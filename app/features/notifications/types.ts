export type { NotificationItem as Notification, NotificationPage } from '../../../common/notifications/types';
