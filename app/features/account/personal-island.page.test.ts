import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_ISLAND_STYLE_ID } from '../../../common/accounts/personal-island';
import { users } from '../../../server/modules/accounts/schema';
import { visitor } from '../../../server/test/pages';
import { at, createDemoShopPages } from '../../../server/test/public-site';

let t: Awaited<ReturnType<typeof createDemoShopPages>>;
beforeAll(async () => {
  t = await createDemoShopPages();
}, 180_000);
afterAll(() => t.close());

const CART = [
  { type: 'service', service_id: 'stockage-climatise' },
  { type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' },
] as const;

/** A signed-in customer with `unread` unread notifications and `lines` cart lines. */
async function customer(firstName: string, unread: number, lines: number) {
  const { services } = t;
  const now = services.clock.now();
  const [row] = await services.db
    .insert(users)
    .values({
      email: `island-${randomUUID()}@example.test`,
      firstName,
      lastName: 'Island',
      passwordHash: 'not a hash: this customer never logs in with a password',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const id = row!.id;
  for (let i = 0; i < unread; i++)
    await services.notifications.create(id, { key: 'subscription_ended', params: { number: `A-${i}` } });
  for (const item of CART.slice(0, lines)) await services.cart.add(id, item);
  const { secret } = await services.accounts.sessions.create(id, 'browser');
  return { id, sid: secret };
}

const island = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="personal-island">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );

describe('a signed-in customer gets the stored public page with their own header data (ADR-0021)', () => {
  it('each of two customers sees only their own name and counts, a visitor none', async () => {
    const path = at('fr', '/produits');
    const anonymous = visitor(t.app);
    await anonymous.get(path);
    expect((await anonymous.get(path)).headers['x-page-cache']).toBe('hit');

    const amina = await customer('Amina', 2, 1);
    // A name that would close a script element if it were not escaped.
    const karim = await customer('Karim</script><b>', 0, 2);
    for (const [who, other, expected] of [
      [amina, 'Karim', { first_name: 'Amina', unread_count: 2, cart_count: 1 }],
      [karim, 'Amina', { first_name: 'Karim</script><b>', unread_count: 0, cart_count: 2 }],
    ] as const) {
      const res = await visitor(t.app, { sid: who.sid }).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers.etag).toBeUndefined();
      expect(island(res.text)).toMatchObject({ id: who.id, ...expected });
      expect(res.text).not.toContain(other);
      expect(res.text).not.toContain('</script><b>');
      // The visitor's login link stays out of sight until the header takes over.
      expect(res.text).toContain('data-login-link');
      expect(res.text).toContain(`<style id="${PERSONAL_ISLAND_STYLE_ID}">`);
    }

    const after = await anonymous.get(path);
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(after.headers.etag).toBeDefined();
    expect(island(after.text)).toBeNull();
    expect(after.text).not.toMatch(/Amina|Karim|personal-island/);
  });

  it('a customer who asks first stores the visitors’ page, without their own data in it', async () => {
    // A page no one has asked for yet in this file.
    const path = at('ar', '/produits');
    const nadia = await customer('Nadia', 3, 1);
    const first = await visitor(t.app, { sid: nadia.sid }).get(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(island(first.text)).toMatchObject({ id: nadia.id, first_name: 'Nadia', unread_count: 3 });
    expect(first.text).toContain('dir="rtl"');

    const anonymous = await visitor(t.app).get(path);
    expect(anonymous.headers['x-page-cache']).toBe('hit');
    expect(island(anonymous.text)).toBeNull();
    expect(anonymous.text).not.toMatch(/Nadia|personal-island/);

    const youssef = await customer('Youssef', 0, 0);
    const next = await visitor(t.app, { sid: youssef.sid }).get(path);
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(island(next.text)).toMatchObject({ id: youssef.id, first_name: 'Youssef', unread_count: 0 });
    expect(next.text).not.toContain('Nadia');
  });

  it("a client navigation's data and an ended session are rendered for the request, never stored", async () => {
    const path = at('fr', '/produits');
    const salma = await customer('Salma', 1, 0);
    const data = await visitor(t.app, { sid: salma.sid }).get(`${path}.data`);
    expect(data.headers['x-page-cache']).toBeUndefined();
    expect(data.text).toContain('Salma');

    await t.services.accounts.sessions.revoke(salma.sid);
    const ended = await visitor(t.app, { sid: salma.sid }).get(path);
    expect(ended.headers['x-page-cache']).toBeUndefined();
    expect(island(ended.text)).toBeNull();
    expect(ended.text).not.toContain('Salma');
  });
});
