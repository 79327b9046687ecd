import type { Route } from './+types/robots';

/** Crawlers may read every public page; private and utility paths stay out of the index. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.services.config.PUBLIC_URL;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...['/account', '/orders', '/checkout', '/contact_requests/', '/newsletter/', '/search-result'].flatMap(
      (path) => [`Disallow: ${path}`, `Disallow: /*${path}`],
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
