import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../common/i18n/languages';
import { seedDemoShop } from '../db/seed';
import { projectRoot } from '../paths';
import { createTestPages } from './pages';

/** The page tier's public site: the production build on a database of its own, with the demo shop. */
export async function createDemoShopPages(...args: Parameters<typeof createTestPages>) {
  const [env = {}, opts = {}] = args;
  const t = await createTestPages({ PUBLIC_URL: SHOP_URL, ...env }, opts);
  await seedDemoShop(t.services);
  return t;
}

/** The origin the page tier's site believes it answers at (canonical, hreflang, sitemap). */
export const SHOP_URL = 'http://shop.test';

export const LOCALES = ['fr', 'en', 'ar'] as const satisfies readonly Locale[];

/** Every public route of the spec and the screens it implies, with a sample id where it takes one. */
export const PUBLIC_PAGES = [
  '/',
  '/gallery',
  '/stockage',
  '/produits',
  '/produits/stockage-climatise',
  '/produits/stockage-climatise/packages/casier-climatise',
  '/category/emballage',
  '/sub_category/cartons-et-boites',
  '/offers',
  '/other-services',
  '/portfolio',
  '/aboutus',
  '/resources',
  '/blog',
  '/blog/choisir-le-bon-carton',
  '/faqs',
  '/privacy-policy',
  '/mentions-légales',
  '/search-result?q=carton',
  '/contactus',
];

/** A path under a language prefix, percent-encoded as a browser sends it: at('ar', '/produits'). */
export function at(lang: Locale, path: string) {
  return encodeURI(path === '/' ? `/${lang}` : `/${lang}${path}`);
}

/** A string of the dictionaries, as a page shows it in `lang` (without interpolation). */
export function text(lang: Locale, ns: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary(lang, ns));
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value;
}

export function dictionary(lang: Locale, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(projectRoot, 'common/i18n/locales', lang, `${ns}.json`), 'utf8'));
}

/** Every key path of a namespace ("nav.products"…), as i18next would show a missing one. */
export function keyPaths(lang: Locale, ns: string): string[] {
  const paths: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') paths.push(prefix);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(dictionary(lang, ns), '');
  return paths;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML text with its character references decoded (React writes ' as &#x27;). */
export function decodeHtml(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#')
      return String.fromCodePoint(ref[1] === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** What a reader sees of a page: its body's text, without scripts, styles and tags. */
export function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return decodeHtml(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      // Only markup's white space: the no-break spaces of a price or a date are the page's.
      .replace(/[ \t\r\n]+/g, ' '),
  );
}

/** The elements of a page that carry an attribute with a value (e.g. data-testid="price"), whole. */
export function elementsWith(html: string, attribute: string, value: string): string[] {
  const found: string[] = [];
  const open = new RegExp(`<([a-z0-9]+)\\b[^>]*\\b${attribute}="${value}"[^>]*>`, 'gi');
  for (const m of html.matchAll(open)) {
    const tag = m[1]!.toLowerCase();
    // Up to the matching close tag of the same name, counting nested ones.
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    tags.lastIndex = m.index! + m[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : t[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    found.push(html.slice(m.index!, end));
  }
  return found;
}

/** The texts of the toasts a page was rendered with (e.g. after a form's redirect), by type. */
export function toastsOf(html: string, type: 'success' | 'error' | 'warning'): string[] {
  return elementsWith(html, 'data-testid', `toast-${type}`).map((toast) =>
    visibleText(/<p\b[\s\S]*?<\/p>/.exec(toast)?.[0] ?? '').trim(),
  );
}
