// Every module's tables, for drizzle-kit and for typed queries. Modules own their schema files.
export * from '../modules/settings/schema';
export * from '../modules/catalog/schema';
export * from '../modules/content/schema';
export * from '../modules/contact/schema';
export * from '../modules/accounts/schema';
export * from '../modules/notifications/schema';
export * from '../modules/search/schema';
export * from '../modules/jobs/schema';
export * from '../modules/promotions/schema';
export * from '../modules/cart/schema';
export * from '../modules/payments/schema';
export * from '../modules/attachments/schema';
export * from '../modules/orders/schema';
export * from '../modules/invoices/schema';
export * from '../modules/demos/schema';
export * from '../modules/subscriptions/schema';
export * from '../modules/admin/schema';
