/** Finds a service page and a blog post to measure, from the sitemap or the catalogue page. */
export async function discoverPages(base: string) {
  const candidates: string[] = [];
  const sitemap = await fetch(`${base}/sitemap.xml`);
  if (sitemap.ok) {
    for (const m of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g))
      candidates.push(new URL(m[1]!).pathname);
  }
  for (const page of ['/fr/produits', '/fr/blog', '/fr']) {
    const res = await fetch(base + page);
    if (res.ok) for (const m of (await res.text()).matchAll(/href="([^"]+)"/g)) candidates.push(m[1]!);
  }
  const strip = (p: string) => p.replace(/^\/(fr|en|ar)(?=\/)/, '');
  const service = candidates.map(strip).find((p) => /^\/produits\/[^/?#]+$/.test(p));
  const blogPost = candidates.map(strip).find((p) => /^\/blog\/[^/?#]+$/.test(p));
  return { service, blogPost };
}
