import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../accounts/schema';
import { newCustomer } from '../cart/test-helpers';
import { jobs } from '../jobs/schema';
import { INVOICE_PDF_JOB } from './mail';
import { invoiceHistory, invoiceLines, invoices } from './schema';
import { InvoiceErrors } from './errors';
import { allowedInvoiceMoves } from './state-machine';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const BOXES = { fr: 'Cartons x100', en: 'Boxes x100', ar: 'علب ×100' };
const issue = (customerId: string, status: 'paid' | 'on_hand' | 'pending' = 'paid', extra = {}) =>
  t.services.db.transaction((tx) =>
    t.services.invoices.issue(tx, {
      customerId,
      currency: 'MAD',
      lines: [{ name: BOXES, amount: 24900, discount: 2490 }],
      status,
      ...extra,
    }),
  );

describe('issuing an invoice', () => {
  it('numbers it, copies seller and customer, computes the figures and enqueues its mail', async () => {
    const customer = await newCustomer(t.services);
    await t.services.db
      .update(users)
      .set({ company: 'Atlas Export', billingAddress: '5 rue Ibn Battouta, Tanger', locale: 'ar' })
      .where(eq(users.id, customer));
    const issued = await issue(customer, 'on_hand');
    expect(issued).toMatchObject({
      created: true,
      status: 'on_hand',
      total: { minor: 22410, currency: 'MAD' },
    });
    expect(issued.number).toMatch(/^2026-\d{6}$/);
    const [row] = await t.services.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(row).toMatchObject({
      kind: 'invoice',
      subtotalMinor: 24900,
      discountMinor: 2490,
      taxRateBp: 0,
      taxMinor: 0,
      locale: 'ar',
      seller: {
        legalName: 'Emballo SARL',
        registrations: expect.arrayContaining([{ label: 'ICE', value: '002345678000091' }]),
      },
      customer: {
        name: 'Salma Benali',
        company: 'Atlas Export',
        billingAddress: '5 rue Ibn Battouta, Tanger',
      },
    });
    // Due after the seeded payment delay (15 days).
    expect(row!.dueAt!.getTime() - row!.issuedAt.getTime()).toBe(15 * 24 * 3600 * 1000);
    const mails = await t.services.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.name} = ${INVOICE_PDF_JOB} and ${jobs.payload}->>'invoiceId' = ${String(issued.id)}`);
    // The PDF's job, which enqueues the mail once the file is stored (ADR-0015).
    expect(mails).toMatchObject([{ payload: { invoiceId: issued.id, mail: true } }]);
  });

  it('adds tax at the settings rate, and takes the due date it is given', async () => {
    const customer = await newCustomer(t.services);
    await t.services.db.execute(sql`update site_settings set tax_rate_bp = 2000`);
    try {
      const dueAt = new Date('2027-01-31T12:00:00Z');
      const issued = await issue(customer, 'pending', { dueAt, subscriptionId: 'sub-42' });
      const [row] = await t.services.db.select().from(invoices).where(eq(invoices.id, issued.id));
      expect(row).toMatchObject({
        taxRateBp: 2000,
        taxMinor: 4482,
        totalMinor: 26892,
        dueAt,
        subscriptionId: 'sub-42',
      });
      const listed = await t.services.invoices.listForSubscription(customer, 'sub-42', 'en');
      expect(listed.map((i) => [i.number, i.status_label])).toEqual([[issued.number, 'Pending']]);
      const stranger = await newCustomer(t.services);
      expect(await t.services.invoices.listForSubscription(stranger, 'sub-42', 'en')).toEqual([]);
    } finally {
      await t.services.db.execute(sql`update site_settings set tax_rate_bp = 0`);
    }
  });

  it('gives 20 concurrent issues consecutive numbers, no gap, no duplicate', async () => {
    const customer = await newCustomer(t.services);
    const issued = await Promise.all(Array.from({ length: 20 }, () => issue(customer)));
    const sequences = issued.map((i) => Number(i.number.slice(5))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
    // And nobody else took a number in between: the year's numbers are 1..n.
    const all = await t.services.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'))
      .orderBy(asc(invoices.sequence));
    expect(all.map((r) => r.sequence)).toEqual(all.map((_, i) => i + 1));
  });

  it('gives a rolled-back issue its number back', async () => {
    const customer = await newCustomer(t.services);
    const before = await issue(customer);
    await expect(
      t.services.db.transaction(async (tx) => {
        await t.services.invoices.issue(tx, {
          customerId: customer,
          currency: 'MAD',
          lines: [{ name: BOXES, amount: 100, discount: 0 }],
          status: 'paid',
        });
        throw new Error('the caller fails after issuing');
      }),
    ).rejects.toThrow('the caller fails');
    const after = await issue(customer);
    expect(Number(after.number.slice(5))).toBe(Number(before.number.slice(5)) + 1);
  });

  it('refuses lines without all three names, or discounts above the amounts', async () => {
    const customer = await newCustomer(t.services);
    await expect(
      t.services.db.transaction((tx) =>
        t.services.invoices.issue(tx, {
          customerId: customer,
          currency: 'MAD',
          lines: [{ name: { ...BOXES, ar: '' }, amount: 100, discount: 0 }],
          status: 'paid',
        }),
      ),
    ).rejects.toThrow(/named/);
    await expect(
      t.services.db.transaction((tx) =>
        t.services.invoices.issue(tx, {
          customerId: customer,
          currency: 'MAD',
          lines: [{ name: BOXES, amount: 100, discount: 200 }],
          status: 'paid',
        }),
      ),
    ).rejects.toThrow(/exceed/);
  });
});

describe('an issued invoice', () => {
  it('moves only through the state machine, with a history row', async () => {
    const customer = await newCustomer(t.services);
    const { id } = await issue(customer, 'on_hand');
    const set = (to: 'paid' | 'pending' | 'refund' | 'on_hand', actor: 'customer' | 'webhook' | 'admin') =>
      t.services.db.transaction((tx) => t.services.invoices.setStatus(tx, id, to, actor));
    await expect(set('paid', 'customer')).rejects.toMatchObject({ code: InvoiceErrors.transitionRefused });
    await expect(set('pending', 'admin')).rejects.toMatchObject({ code: InvoiceErrors.transitionRefused });
    expect(await set('paid', 'webhook')).toEqual({ moved: true, from: 'on_hand', status: 'paid' });
    expect(await set('paid', 'webhook')).toEqual({ moved: false, from: 'paid', status: 'paid' });
    await expect(set('on_hand', 'admin')).rejects.toMatchObject({ code: InvoiceErrors.transitionRefused });
    const history = await t.services.db.select().from(invoiceHistory).where(eq(invoiceHistory.invoiceId, id));
    expect(history.map((h) => `${h.fromValue}→${h.toValue}:${h.actor}`)).toEqual(['on_hand→paid:webhook']);
  });

  it('has no move out of Refund or Canceled', () => {
    const finals = allowedInvoiceMoves().filter((m) => m.from === 'refund' || m.from === 'canceled');
    expect(finals).toEqual([]);
  });

  it('is never edited nor deleted, its lines neither (the database refuses)', async () => {
    const customer = await newCustomer(t.services);
    const { id } = await issue(customer);
    await expect(
      t.services.db
        .update(invoices)
        .set({ totalMinor: 1, subtotalMinor: 1, discountMinor: 0 })
        .where(eq(invoices.id, id)),
    ).rejects.toThrow();
    await expect(
      t.services.db.update(invoices).set({ number: '2026-999999' }).where(eq(invoices.id, id)),
    ).rejects.toThrow();
    await expect(
      t.services.db.update(invoiceLines).set({ nameEn: 'Other' }).where(eq(invoiceLines.invoiceId, id)),
    ).rejects.toThrow();
    await expect(t.services.db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id))).rejects.toThrow();
    await expect(t.services.db.delete(invoices).where(eq(invoices.id, id))).rejects.toThrow();
    const [row] = await t.services.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row!.totalMinor).toBe(22410);
  });

  it('is cancelled by one credit note of its own series, which refers to it', async () => {
    const customer = await newCustomer(t.services);
    const { id, number } = await issue(customer, 'paid');
    const credit = () =>
      t.services.db.transaction((tx) => t.services.invoices.issueCreditNote(tx, id, { actor: 'admin' }));
    const first = await credit();
    expect(first).toMatchObject({
      created: true,
      status: 'refund',
      invoiceStatus: 'refund',
      total: { minor: 22410 },
    });
    expect(first.number).toMatch(/^AV-2026-\d{6}$/);
    const again = await credit();
    expect(again).toMatchObject({ created: false, id: first.id, number: first.number });
    const [note] = await t.services.db.select().from(invoices).where(eq(invoices.id, first.id));
    expect(note).toMatchObject({ kind: 'credit_note', creditedInvoiceId: id });
    const doc = await t.services.invoices.detail(customer, first.id);
    expect(doc?.creditedNumber).toBe(number);
  });
});
