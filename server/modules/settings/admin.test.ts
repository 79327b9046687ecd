import { and, eq } from 'drizzle-orm';
import { isolateLeftToRight } from '../../../common/i18n/bidi';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import { newCustomer } from '../cart/test-helpers';
import { requestCustomer, requestRow, sampleRequest } from '../requests/test-helpers';
import { SettingsErrors } from './errors';
import { siteSettings } from './schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000' }, { worker: false });
  await seedDemoShop(t.services);
  const admin = await newAdmin(t.services);
  headers = (await adminLogin(t.app, admin, '10.70.0.1')).headers;
});
afterAll(() => t.close());

const read = async () => (await request(t.app).get('/api/admin/settings?lang=en').set(headers)).body.data;
const patch = (body: object, lang = 'en') =>
  request(t.app).patch(`/api/admin/settings?lang=${lang}`).set(headers).send(body);
const actor = { id: null, email: 'test@example.test', ip: '127.0.0.1', userAgent: 'vitest' };

describe('GET /api/admin/settings', () => {
  it('answers the record with its version, the three languages side by side and the service levels', async () => {
    const data = await read();
    expect(data).toMatchObject({
      version: expect.any(Number),
      company_name: 'Emballo',
      phones: ['+212 522 00 00 00', '+212 661 00 00 00'],
      tax_rate_bp: 0,
      payment_delay_days: 15,
      time_zone: 'Africa/Casablanca',
      translations: {
        fr: { address: expect.stringContaining('Casablanca, Maroc') },
        en: { address: expect.stringContaining('Morocco') },
        ar: { address: expect.stringContaining('الدار البيضاء') },
      },
      service_levels: { first_response: { support: 240 }, auto_close_days: 7 },
    });
    expect(data.business_hours).toHaveLength(7);
    expect(data.business_hours[1]).toEqual([{ open: '09:00', close: '18:00' }]);
    expect(data.business_hours[0]).toEqual([]);
    expect(data.holidays).toContain('2026-05-01');
  });

  it('is behind the admin guard', async () => {
    expect((await request(t.app).get('/api/admin/settings')).status).toBe(401);
  });
});

describe('PATCH /api/admin/settings', () => {
  it('saves a partial change, bumps the version, writes the audit delta and reaches the public read at once', async () => {
    const before = await read();
    expect((await t.services.settings.getSiteSettings('ar'))?.phones[0]).toBe(before.phones[0]);
    const res = await patch({
      version: before.version,
      phones: ['+212 522 99 88 77'],
      translations: { ar: { opening_hours: 'من الاثنين إلى الجمعة' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      version: before.version + 1,
      phones: ['+212 522 99 88 77'],
      emails: before.emails,
      translations: { ar: { opening_hours: 'من الاثنين إلى الجمعة' }, fr: before.translations.fr },
    });
    // The cached settings (part of the public pages' cache key) were dropped.
    const shown = await t.services.settings.getSiteSettings('ar');
    expect(shown).toMatchObject({ phones: ['+212 522 99 88 77'], openingHours: 'من الاثنين إلى الجمعة' });
    const [row] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.updated'), eq(auditLog.entityType, 'site_settings')));
    expect(row?.before).toEqual({
      phones: before.phones,
      opening_hours_ar: before.translations.ar.opening_hours,
    });
    expect(row?.after).toEqual({ phones: ['+212 522 99 88 77'], opening_hours_ar: 'من الاثنين إلى الجمعة' });
  });

  it('an empty text in one language is shown in English on the site', async () => {
    const { version } = await read();
    expect((await patch({ version, translations: { fr: { tagline: '' } } })).status).toBe(200);
    const en = await t.services.settings.getSiteSettings('en');
    expect((await t.services.settings.getSiteSettings('fr'))?.tagline).toBe(en?.tagline);
  });

  it('refuses a stale version with 409 and a clear message, and writes nothing', async () => {
    const before = await read();
    const res = await patch({ version: before.version - 1, company_name: 'Someone else' }, 'fr');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Rien n'a été enregistré/);
    expect(res.body.current_version).toBe(before.version);
    expect(await read()).toEqual(before);
  });

  it('of two saves racing from the same version, one is saved and the other refused', async () => {
    const { version } = await read();
    const results = await Promise.allSettled([
      t.services.settingsAdmin.save({ version, company_name: 'Emballo A' }, actor, 'en'),
      t.services.settingsAdmin.save({ version, company_name: 'Emballo B' }, actor, 'en'),
    ]);
    const saved = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: SettingsErrors.stale });
    const after = await read();
    expect(after.version).toBe(version + 1);
    expect(after.company_name).toBe(
      (saved[0] as PromiseFulfilledResult<{ company_name: string }>).value.company_name,
    );
    const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(
      audits.filter(
        (a) => JSON.stringify(a.after).includes('Emballo A') || JSON.stringify(a.after).includes('Emballo B'),
      ),
    ).toHaveLength(1);
  });

  it.each([
    ['tax_rate_bp', { tax_rate_bp: 10_001 }],
    ['tax_rate_bp', { tax_rate_bp: -1 }],
    ['tax_rate_bp', { tax_rate_bp: 12.5 }],
    ['payment_delay_days', { payment_delay_days: -1 }],
    ['payment_delay_days', { payment_delay_days: 1.5 }],
    [
      'business_hours.1.0.open',
      { business_hours: [[], [{ open: '25:00', close: '26:00' }], [], [], [], [], []] },
    ],
    [
      'business_hours.1.0.close',
      { business_hours: [[], [{ open: '18:00', close: '09:00' }], [], [], [], [], []] },
    ],
    [
      'business_hours.1.0.close',
      { business_hours: [[], [{ open: '09:00', close: '09:00' }], [], [], [], [], []] },
    ],
    [
      'business_hours.1',
      {
        business_hours: [
          [],
          [
            { open: '09:00', close: '13:00' },
            { open: '12:00', close: '18:00' },
          ],
          [],
          [],
          [],
          [],
          [],
        ],
      },
    ],
    ['business_hours', { business_hours: [[], [], [], [], [], [], []] }],
    ['business_hours', { business_hours: [[]] }],
    ['holidays.0', { holidays: ['2026-02-30'] }],
    ['holidays.0', { holidays: ['1 May'] }],
    ['certification_url', { certification_url: 'javascript:alert(1)' }],
    ['social.facebook', { social: { facebook: 'ftp://example.com/x' } }],
    ['emails.0', { emails: ['not an address'] }],
    ['emails', { emails: [] }],
    ['phones.0', { phones: ['<script>'] }],
    ['company_name', { company_name: '   ' }],
    ['service_levels.first_response.support', { service_levels: { first_response: { support: -5 } } }],
    ['price', { price: 100 }],
  ])('refuses %s (%j) with 422 in the reader’s language, nothing saved', async (field, body) => {
    const before = await read();
    const res = await patch({ version: before.version, ...body }, 'fr');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/corrigez/);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await read()).toEqual(before);
  });

  it('names the problem in the language asked', async () => {
    const { version } = await read();
    const res = await patch({ version, tax_rate_bp: 20_000 }, 'ar');
    expect(res.body.errors.tax_rate_bp).toEqual([
      isolateLeftToRight('النسبة من 0 إلى 100 %، برقمين عشريين على الأكثر.'),
    ]);
  });
});

describe('what the settings drive', () => {
  it('a new tax rate reaches the next cart quote (and so the checkout)', async () => {
    const customer = await newCustomer(t.services);
    await t.services.cart.add(customer, {
      type: 'package',
      service_id: 'carton-double-cannelure',
      package_id: 'lot-100',
    });
    const before = await t.services.cart.quote(customer, 'fr');
    const { version } = await read();
    expect((await patch({ version, tax_rate_bp: 2000 })).status).toBe(200);
    const after = await t.services.cart.quote(customer, 'fr');
    const base = before.totals.subtotal.minor - before.totals.discountTotal.minor;
    expect(after.totals.taxRateBp).toBe(2000);
    expect(after.totals.tax.minor).toBe(Math.round(base * 0.2));
    expect(after.totals.total.minor).toBe(base + after.totals.tax.minor);
    expect((await t.services.settings.getBillingSettings()).taxRateBp).toBe(2000);
  });

  it('a change of business hours moves the open requests’ due times and the next ones', async () => {
    const customer = await requestCustomer(t.services);
    // The test clock: Sunday 13 December 2026, 00:30 in Casablanca — closed by the seeded hours.
    const filed = await t.services.requests.file(customer.id, sampleRequest(), 'en');
    const before = await requestRow(t.services, filed.id);
    expect(before.firstResponseDueAt!.getTime()).toBeGreaterThan(before.createdAt.getTime() + 24 * 3_600_000);

    const current = await read();
    const sunday = [{ open: '00:00', close: '24:00' }];
    const res = await patch({
      version: current.version,
      business_hours: [sunday, ...current.business_hours.slice(1)],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.business_hours[0]).toEqual(sunday);

    // Support answers within 4 business hours: open all Sunday, that is 4 hours after filing.
    const after = await requestRow(t.services, filed.id);
    expect(after.firstResponseDueAt!.getTime()).toBe(after.createdAt.getTime() + 4 * 3_600_000);
    const next = await t.services.requests.file(customer.id, sampleRequest({ type: 'sales' }), 'en');
    const nextRow = await requestRow(t.services, next.id);
    expect(nextRow.firstResponseDueAt!.getTime()).toBe(nextRow.createdAt.getTime() + 8 * 3_600_000);
  });

  it('a holiday closes its day for the service levels', async () => {
    const current = await read();
    const res = await patch({ version: current.version, holidays: [...current.holidays, '2026-12-13'] });
    expect(res.status).toBe(200);
    expect(res.body.data.holidays).toContain('2026-12-13');
    const levels = await t.services.requests.loadServiceLevels();
    expect(levels.calendar.holidays).toContain('2026-12-13');
  });

  it('a database without settings gets its first row from the editor', async () => {
    await t.services.db.delete(siteSettings);
    t.services.settings.invalidate();
    const empty = await read();
    expect(empty).toMatchObject({ version: 0, company_name: '', emails: [] });
    const res = await patch({
      version: 0,
      company_name: 'Emballo',
      emails: ['a@example.test'],
      phones: ['+212 5 22'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(1);
    expect(await t.services.settings.getSiteSettings('fr')).toMatchObject({ companyName: 'Emballo' });
  });
});
