import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../db/connection';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { connectionUrlOf } from '../../test/database';
import { startSmtpServer } from '../../test/smtp';
import { users } from '../accounts/schema';
import { customerWithToken } from '../cart/test-helpers';
import { jobs } from '../jobs/schema';
import { customerWithCart } from '../orders/test-helpers';
import { INVOICE_MAIL_JOB, INVOICE_PDF_JOB } from './mail';
import { invoicePdfs, invoices } from './schema';

type App = Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** Two processes of one shop: on PostgreSQL, two pools; on PGlite, two sets of services on the one database. */
let a: App;
let b: App;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // No worker: each test runs the jobs itself, at the moment it races them.
  a = await createTestApp({ SMTP_URL: smtp.url }, { worker: false });
  const url = connectionUrlOf(a.database);
  b = await createTestApp(
    { SMTP_URL: smtp.url },
    { database: url ? postgresDatabase(url, 4) : a.database, worker: false },
  );
  await seedDemoShop(a.services);
});
afterAll(async () => {
  if (b.database !== a.database) await b.close();
  await a.close();
  await smtp.close();
});

const NAME = { fr: 'Stockage climatisé', en: 'Climate storage', ar: 'تخزين مكيّف' };

/** Supertest buffers an application/pdf body with this parser. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function arabicCustomerWithInvoice() {
  const customer = await customerWithToken(a.services);
  await a.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, customer.id));
  const [{ email }] = (await a.services.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, customer.id))) as [{ email: string }];
  const issued = await a.services.db.transaction((tx) =>
    a.services.invoices.issue(tx, {
      customerId: customer.id,
      currency: 'MAD',
      lines: [{ name: NAME, amount: 45000, discount: 0 }],
      status: 'on_hand',
    }),
  );
  return { ...customer, email, issued };
}

const download = (app: App, id: number, auth: Record<string, string>, lang = 'ar') =>
  request(app.app).get(`/api/invoices/${id}/pdf?lang=${lang}`).set(auth).buffer(true).parse(binary);

const storedFiles = (invoiceId: number) =>
  a.services.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoiceId));

const jobsFor = (name: string, invoiceId: number) =>
  a.services.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), sql`${jobs.payload}->>'invoiceId' = ${String(invoiceId)}`));

describe('invoice PDFs rendered once (ADR-0015)', () => {
  it('the issuing transaction renders nothing: it enqueues the PDF job, and the job stores the file', async () => {
    const { issued } = await arabicCustomerWithInvoice();
    expect(await storedFiles(issued.id)).toEqual([]);
    expect(await jobsFor(INVOICE_PDF_JOB, issued.id)).toMatchObject([{ status: 'pending' }]);
    // The mail waits for the file: it is enqueued by the PDF job, not by the issue.
    expect(await jobsFor(INVOICE_MAIL_JOB, issued.id)).toEqual([]);
    await a.services.jobs.drain();
    expect(await storedFiles(issued.id)).toMatchObject([{ locale: 'ar', status: 'on_hand' }]);
  });

  it('downloads in two processes racing the job store one file, and all of them and the mail carry it', async () => {
    const { auth, email, issued } = await arabicCustomerWithInvoice();
    const [downloads] = await Promise.all([
      Promise.all([
        download(a, issued.id, auth),
        download(b, issued.id, auth),
        download(a, issued.id, auth),
        download(b, issued.id, auth),
      ]),
      a.services.jobs.drain(),
      b.services.jobs.drain(),
    ]);
    for (const res of downloads) expect(res.status).toBe(200);
    const files = await storedFiles(issued.id);
    expect(files).toHaveLength(1);
    const stored = files[0]!.bytes;
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
    for (const res of downloads) expect(Buffer.compare(res.body as Buffer, stored)).toBe(0);

    // Whichever process ran the PDF job, the mail went once, with the stored file attached.
    await Promise.all([a.services.jobs.drain(), b.services.jobs.drain()]);
    const mail = await smtp.waitForMail(email, (m) => m.subject.includes(issued.number));
    expect(Buffer.compare(mail.attachments[0]!.content, stored)).toBe(0);
    expect(smtp.inbox.filter((m) => m.subject.includes(issued.number))).toHaveLength(1);
    expect(await jobsFor(INVOICE_MAIL_JOB, issued.id)).toMatchObject([{ status: 'done' }]);
  });

  it('a download before the job renders on demand, and the job then keeps that file', async () => {
    const { auth, issued } = await arabicCustomerWithInvoice();
    const first = await download(b, issued.id, auth);
    expect(first.status).toBe(200);
    await a.services.jobs.drain();
    const files = await storedFiles(issued.id);
    expect(files).toHaveLength(1);
    expect(Buffer.compare(files[0]!.bytes, first.body as Buffer)).toBe(0);
    // Another language is another file, rendered at its first download.
    const fr = await download(a, issued.id, auth, 'fr');
    expect(fr.status).toBe(200);
    expect((await storedFiles(issued.id)).map((f) => f.locale).sort()).toEqual(['ar', 'fr']);
  });

  it('a status move enqueues the PDF that prints the new status, in the same transaction', async () => {
    const { auth, issued } = await arabicCustomerWithInvoice();
    await a.services.jobs.drain();
    await a.services.db.transaction((tx) => a.services.invoices.setStatus(tx, issued.id, 'paid', 'admin'));
    await a.services.jobs.drain();
    const files = await storedFiles(issued.id);
    expect(files.map((f) => f.status).sort()).toEqual(['on_hand', 'paid']);
    const res = await download(a, issued.id, auth);
    const paid = files.find((f) => f.status === 'paid')!;
    expect(Buffer.compare(res.body as Buffer, paid.bytes)).toBe(0);
    // No second mail for a status move.
    expect(await jobsFor(INVOICE_MAIL_JOB, issued.id)).toHaveLength(1);
  });

  it('a pay-later checkout answers before any PDF exists; the job renders it after the commit', async () => {
    const customer = await customerWithCart(a.services, [{ service: 'stockage-climatise' }], 'ar');
    const { order } = await a.services.orders.placeOrder({
      customerId: customer,
      locale: 'ar',
      paymentMode: 'pay_later',
      idempotencyKey: randomUUID(),
    });
    const [invoice] = await a.services.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(await storedFiles(invoice!.id)).toEqual([]);
    await a.services.jobs.drain();
    expect(await storedFiles(invoice!.id)).toHaveLength(1);
  });
});
