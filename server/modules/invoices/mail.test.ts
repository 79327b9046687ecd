import { execFileSync } from 'node:child_process';
import { isolate } from '../../../common/i18n/bidi';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';
import { users } from '../accounts/schema';
import { newCustomer } from '../cart/test-helpers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // The worker runs: the mail goes out over real SMTP, as in production.
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
  await seedDemoShop(t.services);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NAME = { fr: 'Stockage climatisé', en: 'Climate storage', ar: 'تخزين مكيّف' };

async function customerIn(locale: 'fr' | 'ar') {
  const id = await newCustomer(t.services);
  await t.services.db.update(users).set({ locale }).where(eq(users.id, id));
  const [row] = await t.services.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email: row!.email };
}

describe('the invoice mail', () => {
  it("is sent once issued, in the customer's saved language, with the PDF in that language attached", async () => {
    const customer = await customerIn('ar');
    const issued = await t.services.jobs.transaction((tx) =>
      t.services.invoices.issue(tx, {
        customerId: customer.id,
        currency: 'MAD',
        lines: [{ name: NAME, amount: 45000, discount: 0 }],
        status: 'on_hand',
      }),
    );
    const mail = await smtp.waitForMail(customer.email, (m) => m.subject.includes(issued.number), 20_000);
    expect(mail.subject).toBe(`فاتورتك ${isolate(issued.number)}`);
    expect(mail.text).toContain('https://shop.example/ar/account?tab=billing');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: `invoice-${issued.number}.pdf`, contentType: 'application/pdf' });
    const file = join(mkdtempSync(join(tmpdir(), 'invoice-mail-')), 'invoice.pdf');
    writeFileSync(file, pdf!.content);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).normalize('NFKC');
    expect(text).toContain('فاتورة');
    expect(text).toContain(issued.number);
  });

  it('a credit note has its own mail, naming the invoice it cancels', async () => {
    const customer = await customerIn('fr');
    const note = await t.services.jobs.transaction(async (tx) => {
      const invoice = await t.services.invoices.issue(tx, {
        customerId: customer.id,
        currency: 'MAD',
        lines: [{ name: NAME, amount: 45000, discount: 0 }],
        status: 'paid',
      });
      return { invoice, note: await t.services.invoices.issueCreditNote(tx, invoice.id, { actor: 'admin' }) };
    });
    const mail = await smtp.waitForMail(customer.email, (m) => m.subject.includes(note.note.number), 20_000);
    expect(mail.subject).toBe(`Votre avoir ${note.note.number}`);
    expect(mail.text).toContain(`annule la facture ${note.invoice.number}`);
    expect(mail.attachments[0]!.filename).toBe(`avoir-${note.note.number}.pdf`);
  });
});
