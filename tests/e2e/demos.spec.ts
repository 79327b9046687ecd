import { logInAsDemoCustomer } from './support/account-flows';
import { expect, test, waitForHydration } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { text } from './support/public-texts';

/** The properties of an iCalendar text: lines unfolded, by name (parameters dropped), VEVENT's apart. */
function parseIcs(ics: string) {
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    if (colon > 0) (inEvent ? event : calendar)[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
  }
  return { calendar, event };
}

// Each language books its own hour, so parallel runs never ask for the same time.
const FROM_HOURS = { fr: 30, en: 80, ar: 130 } as const;

/**
 * The Demos tab in a browser, in French (ADR-0013): its forms sent in the background, a slot
 * accepted and the invitation mailed. Asking from the contact page when logged in, and the 404 of a
 * demo not one's own, are page tests (app/routes/account.page.test.ts).
 */
test(
  'the Demos tab: the seeded proposed slots, a demo asked for from the account, a slot accepted and its .ics mailed',
  { tag: ['@fr'] },
  async ({ page, at, lang, request }) => {
    test.setTimeout(90_000);
    await logInAsDemoCustomer(page, at);
    await page.goto(at('/account?tab=demos'));
    await waitForHydration(page);
    const tab = page.getByTestId('account-tab-demos');
    // The demo shop's demo: three proposed times, written by the server in the page's language.
    const seeded = tab.getByTestId('demo').last();
    await expect(seeded.locator('[data-slot-status="proposed"]')).toHaveCount(3);
    await expect(
      seeded.getByRole('button', { name: text(lang, 'demos', 'list.accept') }).first(),
    ).toBeVisible();

    // Asked for from the account: no human check.
    const email = `demo-${lang}-${Date.now()}@example.test`;
    const form = tab.locator('form', { has: page.locator('select[name="service"]') });
    await form.locator('input[name="email"]').fill(email);
    await form.locator('select[name="service"]').selectOption('logiciel-gestion-stock');
    await form.getByRole('button', { name: text(lang, 'demos', 'form.submit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: text(lang, 'demos', 'done.requested') }),
    ).toBeVisible();
    const mine = tab.getByTestId('demo').filter({ hasText: email });
    await expect(mine).toContainText(text(lang, 'demos', 'statuses.requested'));

    // The company proposes two times (the admin screens will; the journeys' test API for now).
    const proposed = await request.post('/api/test/demos/slots', {
      data: { email, from_hours: FROM_HOURS[lang] },
    });
    expect(proposed.status()).toBe(201);
    const { slots } = (await proposed.json()).data as { slots: { id: number; start: string }[] };
    await page.reload();
    await waitForHydration(page);
    await expect(mine.locator('[data-slot-status="proposed"]')).toHaveCount(2);
    await mine
      .getByRole('button', { name: text(lang, 'demos', 'list.accept') })
      .first()
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: text(lang, 'demos', 'done.accepted') }),
    ).toBeVisible();
    await expect(mine.locator('[data-slot-status="accepted"]')).toHaveCount(1);
    await expect(mine).toContainText(text(lang, 'demos', 'statuses.scheduled'));

    // The invitation, received by the journeys' SMTP server: the calendar part parsed.
    const mail = await waitForMail(email, (m) =>
      m.attachments.some((a) => a.contentType === 'text/calendar'),
    );
    const ics = parseIcs(mail.attachments.find((a) => a.contentType === 'text/calendar')!.content);
    expect(ics.calendar.METHOD).toBe('REQUEST');
    expect(ics.event.UID).toMatch(/^demo-[0-9a-f-]{36}-\d+@/);
    expect(ics.event.SEQUENCE).toBe('0');
    const utc = slots[0]!.start.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
    expect(ics.event.DTSTART).toBe(utc);
  },
);
