import type { APIRequestContext } from '@playwright/test';

/**
 * Every public page of a language, from /sitemap.xml (which lists every public page in each
 * language); the home page at least, should the sitemap be missing.
 */
export async function publicPages(request: APIRequestContext, lang: string): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  const pages = new Set<string>([`/${lang}`]);
  if (res.ok()) {
    for (const m of (await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = decodeURI(new URL(m[1]!).pathname);
      if (path === `/${lang}` || path.startsWith(`/${lang}/`)) pages.add(path);
    }
  }
  return [...pages];
}
