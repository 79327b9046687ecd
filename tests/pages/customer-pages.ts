import { afterAll, beforeAll } from 'vitest';
import request from 'supertest';
import { XSRF_COOKIE, XSRF_FIELD } from '../../common/http/cookies';
import { takeToast } from '../../app/toast.server';
import { seedDemoShop } from '../../server/db/seed';
import { confirmedUser } from '../../server/modules/accounts/test-helpers';
import { createTestPages, visitor } from '../../server/test/pages';
import { startSmtpServer } from '../../server/test/smtp';

type Pages = Awaited<ReturnType<typeof createTestPages>>;
export type Visitor = ReturnType<typeof visitor>;

/**
 * The demo shop (catalogue, promo codes, settings) on the page tier, with an SMTP server for the
 * customers' confirmation codes. Each file makes one and closes it after its tests.
 */
export async function shopPages() {
  const smtp = await startSmtpServer();
  const t = await createTestPages({ SMTP_URL: smtp.url });
  await seedDemoShop(t.services);
  let ips = 0;
  return {
    t,
    smtp,
    /** A new confirmed customer, signed in (their own IP, so form rate limits never meet). */
    async customer(): Promise<{ v: Visitor; id: string; email: string }> {
      const { userId, email, sid } = await confirmedUser(t.services, smtp);
      return {
        v: visitor(t.app, { sid, ip: `10.7.${Math.floor(++ips / 250)}.${ips % 250}` }),
        id: userId,
        email,
      };
    },
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
export type Shop = Awaited<ReturnType<typeof shopPages>>;

/** The toast the last redirect left for the next page (read as the page's loader reads it). */
export async function pendingToast(pages: Pages, v: Visitor) {
  const cookie = v.cookies.get('toast');
  if (!cookie) return null;
  const req = new Request('http://pages.test/', { headers: { Cookie: `toast=${cookie}` } });
  return (await takeToast(req, pages.services.config.sessionSecret)).toast;
}

/** A multipart form post (files included) as a browser without JavaScript sends it. */
export async function postMultipart(
  pages: Pages,
  v: Visitor,
  path: string,
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; content: string }[],
) {
  if (!v.cookies.has(XSRF_COOKIE)) await v.get('/api/xsrf-cookie');
  const req = request(pages.app)
    .post(path)
    .set('Cookie', [...v.cookies].map(([k, val]) => `${k}=${val}`).join('; '))
    .field(XSRF_FIELD, v.cookies.get(XSRF_COOKIE)!);
  for (const [k, val] of Object.entries(fields)) req.field(k, val);
  for (const f of files)
    req.attach(f.field, Buffer.from(f.content), { filename: f.name, contentType: f.type });
  const res = await req;
  for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const value = pair!.slice(at + 1);
    if (value && !/max-age=0/i.test(line)) v.cookies.set(pair!.slice(0, at), value);
    else v.cookies.delete(pair!.slice(0, at));
  }
  return res;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};
const decode = (s: string) => s.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e]!);

const VOID = new Set(['input', 'img', 'br', 'hr', 'meta', 'link', 'source']);

/** The HTML of each element carrying `data-testid="id"` in a server-rendered page, outer tags included. */
export function byTestId(html: string, id: string): string[] {
  const found: string[] = [];
  const marker = `data-testid="${id}"`;
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length)) {
    const start = html.lastIndexOf('<', at);
    const tag = /^<([a-zA-Z0-9-]+)/.exec(html.slice(start))![1]!;
    if (VOID.has(tag)) {
      found.push(html.slice(start, html.indexOf('>', at) + 1));
      continue;
    }
    const open = new RegExp(`<${tag}[\\s>/]`, 'g');
    const close = `</${tag}>`;
    let depth = 0;
    let end = start;
    for (let i = start; i < html.length;) {
      open.lastIndex = i;
      const nextOpen = open.exec(html)?.index ?? Infinity;
      const nextClose = html.indexOf(close, i);
      if (nextClose < 0) break;
      if (nextOpen < nextClose) {
        depth++;
        i = nextOpen + 1;
      } else {
        depth--;
        i = nextClose + close.length;
        if (depth === 0) {
          end = i;
          break;
        }
      }
    }
    found.push(html.slice(start, end));
  }
  return found;
}

/** The visible text of an HTML fragment (tags dropped, entities decoded, spaces collapsed). */
export const textOf = (fragment: string) =>
  decode(fragment.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' '))
    // Only ASCII white space: money keeps its (narrow) no-break spaces.
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/^ | $/g, '');

/** The text of each element with that test id. */
export const textsByTestId = (html: string, id: string) => byTestId(html, id).map(textOf);

/** The file's open shop (see useShopPages): read it inside tests and hooks only. */
export let shop: Shop;

/** Opens the demo shop's pages before the file's tests and closes them after. */
export function useShopPages() {
  beforeAll(async () => {
    shop = await shopPages();
  });
  afterAll(() => shop.close());
}
