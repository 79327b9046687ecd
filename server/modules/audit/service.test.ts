import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditDelta } from './service';
import { auditLog } from './schema';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import { newsletterSubscribers } from '../contact/schema';
import { requestCustomer, sampleRequest } from '../requests/test-helpers';
import { type TestApp, UNLIMITED, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), UNLIMITED);

const origin = { ip: '10.5.0.1', userAgent: 'vitest' };

describe('the audit log', () => {
  it('keeps only the changed fields on each side', () => {
    expect(
      auditDelta({ status: 'Pending', note: 'x', total: 10 }, { status: 'Approved', note: 'x', total: 10 }),
    ).toEqual({
      before: { status: 'Pending' },
      after: { status: 'Approved' },
    });
    expect(auditDelta(null, { id: 1 })).toEqual({ before: null, after: { id: 1 } });
  });

  it("is written in the action's transaction: a rolled-back action leaves no row", async () => {
    const action = `test.rolled_back_${Date.now()}`;
    await expect(
      t.services.db.transaction(async (tx) => {
        await t.services.admin.audit.record(tx, {
          actor: { id: null, email: 'x@example.test', ...origin },
          action,
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await t.services.db.select().from(auditLog).where(eq(auditLog.action, action))).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await t.services.db.transaction((tx) =>
      t.services.admin.audit.record(tx, {
        actor: { id: null, email: 'a@example.test', ...origin },
        action: 'test.immutable',
        entity: { type: 'order', id: '42' },
        before: { status: 'Pending' },
        after: { status: 'Approved' },
      }),
    );
    const [row] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'test.immutable'));
    expect(row).toMatchObject({ entityType: 'order', entityId: '42', before: { status: 'Pending' } });
    await expect(
      t.services.db.update(auditLog).set({ action: 'test.rewritten' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.services.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.services.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const [still] = await t.services.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toEqual(row);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first with filters, pagination and dates labelled by the server', async () => {
    const admin = await newAdmin(t.services);
    const first = await adminLogin(t.app, admin, '10.5.1.1');
    await request(t.app).post('/api/admin/logout').set(first.headers);
    t.clock.advance(24 * 60 * 60 * 1000);
    await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '10.5.1.2')
      .send({ email: admin.email, password: 'a wrong password' });
    const second = await adminLogin(t.app, admin, '10.5.1.3');

    const all = await request(t.app)
      .get(`/api/admin/audit?actor=${admin.email}&per_page=2&lang=fr`)
      .set(second.headers);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(all.body.data.data.map((r: { action: string }) => r.action)).toEqual([
      'admin.login',
      'admin.login_failed',
    ]);
    const row = all.body.data.data[1];
    expect(row.occurred_at).toBe('2026-12-13T23:30:00.000Z');
    expect(row.occurred_at_label).toBe('14 décembre 2026 à 00:30');
    expect(row.action_label).toBe("Échec de connexion à l'administration");
    const page2 = await request(t.app)
      .get(`/api/admin/audit?actor=${admin.email}&per_page=2&page=2`)
      .set(second.headers);
    expect(page2.body.data.data.map((r: { action: string }) => r.action)).toEqual([
      'admin.logout',
      'admin.login',
    ]);

    const failed = await request(t.app).get('/api/admin/audit?action=admin.login_failed').set(second.headers);
    expect(failed.body.data.data.every((r: { action: string }) => r.action === 'admin.login_failed')).toBe(
      true,
    );
    expect(failed.body.data.data.some((r: { actor_email: string }) => r.actor_email === admin.email)).toBe(
      true,
    );

    const entity = await request(t.app)
      .get(`/api/admin/audit?entity_type=user&entity_id=${admin.id}`)
      .set(second.headers);
    expect(entity.body.data.data.map((r: { action: string }) => r.action)).toEqual(['admin.login_failed']);

    // The test clock starts on 12 December 2026 at 23:30 UTC: already the 13th in Casablanca.
    const day13 = await request(t.app)
      .get(`/api/admin/audit?actor=${admin.id}&from=2026-12-13&to=2026-12-13`)
      .set(second.headers);
    expect(day13.body.data.data.map((r: { action: string }) => r.action)).toEqual([
      'admin.logout',
      'admin.login',
    ]);
    expect(day13.body.data.data[1].occurred_at).toBe('2026-12-12T23:30:00.000Z');

    const actions = await request(t.app).get('/api/admin/audit/actions?lang=ar').set(second.headers);
    expect(actions.body.data).toEqual(
      expect.arrayContaining([{ action: 'admin.login', label: 'تسجيل دخول مسؤول' }]),
    );
  });

  it("names each row's item (a code, an e-mail) and keeps its id searchable", async () => {
    const admin = await newAdmin(t.services);
    const session = await adminLogin(t.app, admin, '10.5.2.1');
    const promoId = await t.services.promotions.create({
      code: 'AUDITNAME10',
      discountType: 'percent',
      discountValue: 10,
    });
    const actor = { id: admin.id, email: admin.email, ip: '10.5.2.1', userAgent: 'vitest' };
    await t.services.db.transaction(async (tx) => {
      await t.services.admin.audit.record(tx, {
        actor,
        action: 'promo_code.updated',
        entity: { type: 'promo_code', id: String(promoId) },
      });
      await t.services.admin.audit.record(tx, {
        actor,
        action: 'customer.disabled',
        entity: { type: 'user', id: admin.id },
      });
      await t.services.admin.audit.record(tx, {
        actor,
        action: 'promo_code.updated',
        entity: { type: 'promo_code', id: '999999' },
      });
    });
    const names = async (lang: string) => {
      const res = await request(t.app)
        .get(`/api/admin/audit?actor=${admin.id}&lang=${lang}`)
        .set(session.headers);
      expect(res.status).toBe(200);
      return res.body.data.data.map(
        (r: { entity_type: string; entity_id: string; entity_name: string | null }) => [
          r.entity_type,
          r.entity_id,
          r.entity_name,
        ],
      );
    };
    const fr = await names('fr');
    expect(fr).toEqual(
      expect.arrayContaining([
        ['promo_code', String(promoId), 'AUDITNAME10'],
        ['user', admin.id, admin.email],
        ['promo_code', '999999', null],
      ]),
    );
    const byId = await request(t.app)
      .get(`/api/admin/audit?entity_type=promo_code&entity_id=${promoId}`)
      .set(session.headers);
    expect(byId.body.data.data.map((r: { entity_name: string }) => r.entity_name)).toEqual(['AUDITNAME10']);
  });

  it('names a request by its subject, a subscriber by their address, and an order id it does not know by nothing', async () => {
    const admin = await newAdmin(t.services);
    const session = await adminLogin(t.app, admin, '10.5.2.2');
    const customer = await requestCustomer(t.services);
    const filed = await t.services.requests.file(
      customer.id,
      sampleRequest({ subject: 'Cartons écrasés' }),
      'fr',
    );
    await t.services.contact.subscribe('audit-name@example.com', 'fr');
    const [subscriber] = await t.services.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'audit-name@example.com'));
    const actor = { id: admin.id, email: admin.email, ip: '10.5.2.2', userAgent: 'vitest' };
    const unknownOrder = '00000000-0000-4000-8000-000000000000';
    await t.services.db.transaction(async (tx) => {
      const rows: [string, string][] = [
        ['request', filed.id],
        ['newsletter_subscriber', String(subscriber!.id)],
        ['order', unknownOrder],
        ['order', 'not-an-id'],
      ];
      for (const [type, id] of rows)
        await t.services.admin.audit.record(tx, { actor, action: `${type}.updated`, entity: { type, id } });
    });
    const res = await request(t.app).get(`/api/admin/audit?actor=${admin.id}&lang=fr`).set(session.headers);
    const names = res.body.data.data.map((r: { entity_type: string; entity_name: string | null }) => [
      r.entity_type,
      r.entity_name,
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['request', 'Cartons écrasés'],
        ['newsletter_subscriber', 'audit-name@example.com'],
        ['order', null],
      ]),
    );
    expect(names.filter(([type]: [string]) => type === 'order')).toEqual([
      ['order', null],
      ['order', null],
    ]);
  });

  it('answers 422 with field messages for bad filters', async () => {
    const { headers } = await adminLogin(t.app, await newAdmin(t.services), '10.5.2.1');
    const res = await request(t.app)
      .get('/api/admin/audit?from=2026-13-45&per_page=500&lang=en')
      .set(headers);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      from: ['Enter a date as YYYY-MM-DD.'],
      per_page: ['Between 1 and 100 rows per page.'],
    });
    const range = await request(t.app).get('/api/admin/audit?from=2026-12-14&to=2026-12-13').set(headers);
    expect(range.body.errors).toEqual({ to: ['The end date must not be before the start date.'] });
  });
});
