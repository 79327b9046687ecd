import { buildSitemap } from '~/features/content/sitemap.server';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await buildSitemap(context.services), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
