import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { customerWithToken } from '../cart/test-helpers';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const NAME = { fr: 'Stockage climatisé', en: 'Climate storage', ar: 'تخزين مكيّف' };

async function customerWithInvoices(count: number) {
  const customer = await customerWithToken(t.services);
  const issued = [];
  for (let i = 0; i < count; i++)
    issued.push(
      await t.services.db.transaction((tx) =>
        t.services.invoices.issue(tx, {
          customerId: customer.id,
          currency: 'MAD',
          lines: [{ name: NAME, amount: 30000 + i, discount: 0 }],
          status: i === 0 ? 'on_hand' : 'paid',
        }),
      ),
    );
  return { ...customer, issued };
}

/** Supertest buffers an application/pdf body with this parser. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('GET /api/invoices', () => {
  it("lists the customer's own invoices, newest first, paginated, labelled in the request's language", async () => {
    const { auth, issued } = await customerWithInvoices(3);
    await customerWithInvoices(1); // someone else's
    const res = await request(t.app).get('/api/invoices?per_page=2&lang=fr').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    const [first] = res.body.data.data;
    expect(first).toMatchObject({
      id: issued[2]!.id,
      number: issued[2]!.number,
      amount: { minor: 30002, currency: 'MAD' },
      status: 'paid',
      status_label: 'Payée',
      date: { iso: expect.any(String), label: expect.stringMatching(/2026/) },
    });
    const ar = await request(t.app).get('/api/invoices?page=2&per_page=2&lang=ar').set(auth);
    expect(ar.body.data.data).toMatchObject([
      { id: issued[0]!.id, status: 'on_hand', status_label: 'مستحقة الدفع' },
    ]);
  });

  it('answers 401 without a session, 422 for a bad page', async () => {
    expect((await request(t.app).get('/api/invoices')).status).toBe(401);
    const { auth } = await customerWithToken(t.services);
    const res = await request(t.app).get('/api/invoices?per_page=1000').set(auth);
    expect(res.status).toBe(422);
    expect(res.body.errors.per_page).toHaveLength(1);
  });
});

describe('GET /api/invoices/{id} and /pdf', () => {
  it('gives the invoice with its lines, seller and customer', async () => {
    const { auth, issued } = await customerWithInvoices(1);
    const res = await request(t.app).get(`/api/invoices/${issued[0]!.id}?lang=en`).set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      number: issued[0]!.number,
      status_label: 'On hand',
      lines: [{ name: 'Climate storage', amount: { minor: 30000 }, total: { minor: 30000 } }],
      total: { minor: 30000, currency: 'MAD' },
      seller: { legalName: 'Emballo SARL' },
      customer: { name: 'Salma Benali' },
      due_date: { label: expect.any(String) },
    });
  });

  it('downloads the PDF in the request language as an attachment named after the number', async () => {
    const { auth, issued } = await customerWithInvoices(1);
    const number = issued[0]!.number;
    const fr = await request(t.app).get(`/api/invoices/${issued[0]!.id}/pdf?lang=fr`).set(auth).parse(binary);
    expect(fr.status).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['x-content-type-options']).toBe('nosniff');
    expect(fr.headers['cache-control']).toBe('private, no-store');
    expect(fr.headers['content-disposition']).toContain(`attachment; filename="facture-${number}.pdf"`);
    expect((fr.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const ar = await request(t.app).get(`/api/invoices/${issued[0]!.id}/pdf?lang=ar`).set(auth).parse(binary);
    expect(ar.headers['content-disposition']).toContain(`filename="invoice-${number}.pdf"`);
    expect(Buffer.compare(fr.body as Buffer, ar.body as Buffer)).not.toBe(0);
  });

  it("answers 404 for another customer's invoice, an unknown and a malformed id; 401 without a session", async () => {
    const { auth } = await customerWithInvoices(0);
    const other = await customerWithInvoices(1);
    const foreign = other.issued[0]!.id;
    for (const id of [String(foreign), '999999999', 'abc', '1.5', '-1', '99999999999999999999']) {
      for (const suffix of ['', '/pdf']) {
        const res = await request(t.app).get(`/api/invoices/${id}${suffix}?lang=en`).set(auth);
        expect(res.status, `${id}${suffix}`).toBe(404);
        expect(res.body.message).toBe('This invoice does not exist.');
      }
    }
    expect((await request(t.app).get(`/api/invoices/${foreign}`)).status).toBe(401);
    expect((await request(t.app).get(`/api/invoices/${foreign}/pdf`)).status).toBe(401);
  });
});
