import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The public site (issue 3): catalogue, content, search, contact. Paths without language prefix.
const publicSiteRoutes = [
  route('produits', 'routes/products.tsx'),
  route('produits/:serviceId', 'routes/service.tsx'),
  route('produits/:serviceId/packages/:packageId', 'routes/package.tsx'),
  route('stockage', 'routes/storage.tsx'),
  route('category/:id', 'routes/category.tsx'),
  route('sub_category/:id', 'routes/sub-category.tsx'),
  route('offers', 'routes/offers.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  ...['aboutus', 'resources', 'other-services', 'privacy-policy', 'mentions-légales'].map((path) =>
    route(path, 'routes/content-page.tsx', { id: `page-${path}` }),
  ),
  route('blog', 'routes/blog.tsx'),
  route('blog/:id', 'routes/blog-post.tsx'),
  route('faqs', 'routes/faqs.tsx'),
  route('search-result', 'routes/search-result.tsx'),
  route('contactus', 'routes/contact.tsx'),
  route('contact_requests/:id', 'routes/contact-request.tsx'),
  route('newsletter/:step', 'routes/newsletter.tsx'),
];

// Customer accounts, sessions and notifications (issue 4). Private pages start with requireUser.
const accountRoutes = [
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('confirm-email', 'routes/confirm-email.tsx'),
  route('recover-password', 'routes/recover-password.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/requests/all', 'routes/account-requests.tsx'),
  route('account/requests/new', 'routes/account-request-new.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('order/:id', 'routes/private-order.tsx', { id: 'order' }),
  route('account/my-order/:id', 'routes/private-order.tsx', { id: 'my-order' }),
  route('account/my-order/:id/package/:serviceid', 'routes/private-order.tsx', { id: 'my-order-package' }),
  route('notifications', 'routes/notifications.tsx'),
  route('notifications/:id', 'routes/notification.tsx'),
];

// Commerce (issue 12): the server-side cart, the checkout's steps and the payment's return pages.
const commerceRoutes = [
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/:orderId/thank-you', 'routes/checkout-thank-you.tsx'),
  route('checkout/:orderId/pay', 'routes/checkout-pay.tsx'),
];

// The admin side (issue 15, ADR-0600): client-rendered from the admin API, under the same optional
// language prefix (/admin, /ar/admin/login), with its own frame instead of the shop's.
const adminRoutes = route(':lang?/admin', 'routes/admin/frame.tsx', [
  route('login', 'routes/admin/login.tsx'),
  route('logout', 'routes/admin/logout.tsx'),
  layout('routes/admin/shell.tsx', [
    index('routes/admin/home.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:id', 'routes/admin/order.tsx'),
    route('requests', 'routes/admin/requests.tsx'),
    route('requests/:id', 'routes/admin/request.tsx'),
    route('demos', 'routes/admin/demos.tsx'),
    route('demos/:id', 'routes/admin/demo.tsx'),
    route('customers', 'routes/admin/customers.tsx'),
    route('customers/:id', 'routes/admin/customer.tsx'),
    route('subscribers', 'routes/admin/subscribers.tsx'),
    route('notifications', 'routes/admin/notifications.tsx'),
    route('promo-codes', 'routes/admin/promo-codes.tsx'),
    route('promo-codes/new', 'routes/admin/promo-code-new.tsx'),
    route('promo-codes/:id', 'routes/admin/promo-code.tsx'),
    route('media', 'routes/admin/media.tsx'),
    // Every registered editable entity (ADR-0700): the catalogue, then the content.
    route('editing/missing', 'routes/admin/editing-missing.tsx'),
    route('editing/:entity', 'routes/admin/editing-list.tsx'),
    route('editing/:entity/:ref', 'routes/admin/editing-record.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),
]);

// Every page answers unprefixed (detected language) and under /fr, /en, /ar (spec §2, §9).
export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':lang?', 'routes/frame.tsx', [
    index('routes/home.tsx'),
    ...publicSiteRoutes,
    ...accountRoutes,
    ...commerceRoutes,
    route('*', 'routes/not-found.tsx'),
  ]),
  adminRoutes,
] satisfies RouteConfig;
