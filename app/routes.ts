import { index, route, type RouteConfig } from '@react-router/dev/routes';

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

// Every page answers unprefixed (detected language) and under /fr, /en, /ar (spec §2, §9).
export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':lang?', 'routes/frame.tsx', [
    index('routes/home.tsx'),
    ...publicSiteRoutes,
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
