import { describe, expect, it } from 'vitest';
import { translator } from '../../server/platform/i18n';
import { visitor } from '../../server/test/pages';
import {
  byTestId,
  pendingToast,
  postMultipart,
  shop,
  textsByTestId,
  useShopPages,
  type Visitor,
} from '../../tests/pages/customer-pages';

/**
 * The account's pages and forms (moved down from the account, billing, demos and requests
 * journeys, ADR-0013): the way to login and back, the profile form with its
 * values kept, the empty tabs, demos and requests filed from the account or the contact page
 * without the human check, and a 404 for what is not the customer's.
 */
useShopPages();

const fr = translator('fr');
const ar = translator('ar');

describe('protected pages', () => {
  it('send a visitor to /login from the server, never stored, with the way back', async () => {
    const v = visitor(shop.t.app);
    for (const path of [
      '/fr/account',
      '/ar/orders',
      '/fr/account/requests/all',
      '/ar/notifications/1',
      '/fr/order/5',
      '/ar/account/my-order/5/package/2',
    ]) {
      const res = await v.get(path);
      expect(res.status, path).toBe(302);
      const lang = path.slice(0, 3);
      expect(res.headers.location).toBe(`${lang}/login?redirectTo=${encodeURIComponent(path)}`);
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  it('/login sends a signed-in customer home', async () => {
    const { v } = await shop.customer();
    const res = await v.get('/fr/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/fr');
  });
});

describe('/:lang/account', () => {
  it('a new customer’s tabs are empty and say so', async () => {
    const { v } = await shop.customer();
    expect(
      textsByTestId((await v.get('/fr/account?tab=billing')).text, 'billing-empty')[0]!.toLowerCase(),
    ).toBe(fr('account:account.empty.billing').toLowerCase());
    expect(textsByTestId((await v.get('/ar/account?tab=demos')).text, 'demos-empty')).toEqual([
      ar('account:account.empty.demos'),
    ]);
    expect(textsByTestId((await v.get('/fr/account/requests/all')).text, 'requests-empty')).toEqual([
      fr('requests:empty'),
    ]);
  });

  it('saves the profile (a billing address, a branch) and shows it again; a refused form saves nothing', async () => {
    const { v, id } = await shop.customer();
    const profile = (await shop.t.services.accounts.getProfile(id))!;
    const fields = {
      intent: 'profile',
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      country: profile.country,
      gender: profile.gender ?? '',
      company: profile.company,
      region: profile.region,
      job: profile.job,
      billingAddress: '5 rue Ibn Battouta, 90000 Tanger',
      branchName: 'Casablanca',
      branchAddress: 'Ain Sebaa',
    };
    const saved = await v.post('/ar/account?tab=profile', fields);
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(ar('account:account.profile.saved'));
    const again = await v.get('/ar/account?tab=profile');
    expect(again.text).toMatch(
      /name="billingAddress"[^>]*>5 rue Ibn Battouta, 90000 Tanger<|value="5 rue Ibn Battouta, 90000 Tanger"/,
    );
    expect(byTestId(again.text, 'branch')[0]).toContain('value="Casablanca"');

    const refused = await v.post('/ar/account?tab=profile', {
      ...fields,
      firstName: '',
      billingAddress: 'Rabat',
    });
    expect(refused.status).toBe(422);
    expect(await shop.t.services.accounts.getProfile(id)).toMatchObject({
      billingAddress: '5 rue Ibn Battouta, 90000 Tanger',
    });
  });
});

/** What a demo is asked with, from the account or the contact page. */
const demoAsked = (fullName: string, email: string) => ({
  fullName,
  phone: '+212 600 000 000',
  email,
  service: 'logiciel-gestion-stock',
});

/** The demo asked with this e-mail, as the account's Demos tab lists it. */
async function demoOnTab(v: Visitor, lang: 'fr' | 'ar', email: string) {
  const demos = byTestId((await v.get(`/${lang}/account?tab=demos`)).text, 'demo');
  return demos.find((demo) => demo.includes(email))!;
}

describe('demos and requests from the account', () => {
  it('a demo asked for from the Demos tab, without the human check, is listed as requested', async () => {
    const { v } = await shop.customer();
    const email = `demo-tab-${Date.now()}@example.test`;
    const res = await v.post('/fr/account?tab=demos', {
      intent: 'demo-request',
      ...demoAsked('Salma Benali', email),
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain(fr('demos:done.requested'));
    expect(await demoOnTab(v, 'fr', email)).toContain(fr('demos:statuses.requested'));
  });

  it('logged in, the contact page files a demo into the account without the human check', async () => {
    const { v } = await shop.customer();
    const page = await v.get('/ar/contactus');
    expect(page.text).not.toMatch(/altcha-widget|name="altcha"/);
    const email = `contact-demo-${Date.now()}@example.test`;
    const res = await v.post('/ar/contactus', { intent: 'demo', ...demoAsked('Salma Idrissi', email) });
    expect(res.status).toBe(302);
    expect(await pendingToast(shop.t, v)).toMatchObject({ type: 'success', message: ar('contact:added') });
    expect(await demoOnTab(v, 'ar', email)).toContain(ar('demos:statuses.requested'));
  });

  it('accepting a slot of a demo that is not one’s own, or none: 404', async () => {
    const { v } = await shop.customer();
    const res = await v.post('/fr/account?tab=demos', {
      intent: 'demo-accept',
      demoId: '00000000-0000-4000-8000-000000000000',
      slotId: '1',
    });
    expect(res.status).toBe(404);
  });

  it('logged in, the contact page files a request into the account; it is its owner’s only (404 otherwise)', async () => {
    const { v } = await shop.customer();
    const filed = await postMultipart(
      shop.t,
      v,
      '/fr/contactus?intent=file-request',
      { intent: 'file-request', type: 'support', subject: 'Devis fr', comments: '5 000 boîtes imprimées' },
      [],
    );
    expect(filed.status).toBe(302);
    expect(filed.headers.location).toBe('/fr/account/requests/all');
    const list = await v.get('/fr/account/requests/all');
    const link = byTestId(list.text, 'request-list')[0]!;
    expect(link).toContain('Devis fr');
    const id = /contact_requests\/([0-9a-f-]{36})/.exec(link)![1]!;
    expect((await v.get(`/fr/contact_requests/${id}`)).status).toBe(200);
    const stranger = visitor(shop.t.app);
    for (const path of [id, '999999999', 'abc'])
      expect((await stranger.get(`/fr/contact_requests/${path}`)).status, path).toBe(404);
    const other = await shop.customer();
    expect((await other.v.get(`/fr/contact_requests/${id}`)).status).toBe(404);
  });
});
