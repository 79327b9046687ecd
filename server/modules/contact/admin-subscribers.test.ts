import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../audit/schema';
import { signedInAdminFrom } from '../admin/test-helpers';
import { csvField, csvRow } from './csv';
import { newsletterSubscribers } from './schema';
import { type TestApp, UNLIMITED, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), UNLIMITED);

let n = 0;
async function subscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed' = 'confirmed') {
  const [row] = await t.services.db
    .insert(newsletterSubscribers)
    .values({ email, status, token: `tok-${++n}-${Date.now()}`, locale: 'fr', createdAt: t.clock.now() })
    .returning();
  return row!;
}

const signedInAdmin = () => signedInAdminFrom(t, `10.30.0.${++n}`);

describe('csvField', () => {
  it('quotes and doubles quotes as RFC 4180 says', () => {
    expect(csvField('plain@example.test')).toBe('plain@example.test');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvRow(['a', 'b,c', undefined])).toBe('a,"b,c",\r\n');
  });

  it('neutralises spreadsheet formulas with a leading single quote', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('the subscribers list and its CSV export', () => {
  it('lists with search and pagination', async () => {
    const admin = await signedInAdmin();
    await subscriber('list.one@example.test');
    await subscriber('list.two@example.test', 'pending');
    await subscriber('other@example.test');
    const list = (q: string) => request(t.app).get(`/api/admin/subscribers?${q}`).set(admin.headers);
    const res = await list('q=list.&per_page=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(
      (await list('q=list.&status=pending')).body.data.data.map((s: { email: string }) => s.email),
    ).toEqual(['list.two@example.test']);
    const bad = await list('status=gone&lang=fr');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toEqual(['État non valide.']);
  });

  it('exports after re-authentication: streamed CSV, dated attachment, escaped, formulas neutralised, audited', async () => {
    const admin = await signedInAdmin();
    await subscriber('=cmd|calc@example.test');
    await subscriber('"quoted",name@example.test');
    await subscriber('gone@example.test', 'unsubscribed');
    const exportCsv = (q = '') =>
      request(t.app)
        .get(`/api/admin/subscribers/export${q}`)
        .set(admin.headers)
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => done(null, text));
        });

    const refused = await request(t.app).get('/api/admin/subscribers/export').set(admin.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.reauthenticate).toBe(true);
    const before = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscriber.exported'));
    expect(before).toHaveLength(0);

    await admin.reauth();
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The shop's day (Africa/Casablanca by default) at 2026-12-12T23:30Z is already the 13th.
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body as string;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('email,status,language,subscribed_at,confirmed_at,unsubscribed_at');
    expect(text).toContain(`'=cmd|calc@example.test,confirmed,fr,`);
    expect(text).toContain(`"""quoted"",name@example.test",confirmed,fr,`);
    expect(text).toContain('gone@example.test,unsubscribed,fr,');
    expect(text.endsWith('\r\n')).toBe(true);

    const confirmedOnly = (await exportCsv('?status=confirmed')).body as string;
    expect(confirmedOnly).not.toContain('gone@example.test');

    const rows = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'subscriber.exported'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ actorId: admin.id, after: { status: 'confirmed' } });
  });

  it('unsubscribes one (audited); again is 409; unknown or malformed ids are 404', async () => {
    const admin = await signedInAdmin();
    await admin.reauth();
    const s = await subscriber('leaving@example.test');
    const unsubscribe = (id: string | number) =>
      request(t.app).post(`/api/admin/subscribers/${id}/unsubscribe?lang=en`).set(admin.headers);
    expect((await unsubscribe(s.id)).status).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, s.id));
    expect(row!.status).toBe('unsubscribed');
    const again = await unsubscribe(s.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This address is already unsubscribed.');
    for (const id of [999999999, 'abc', '1e3']) expect((await unsubscribe(id)).status, String(id)).toBe(404);
    const audit = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscriber.unsubscribed'), eq(auditLog.entityId, String(s.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { status: 'confirmed' }, after: { status: 'unsubscribed' } });
  });
});
