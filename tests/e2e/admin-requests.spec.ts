import type { Locale } from '../../common/i18n/languages';
import { logInAsDemoCustomer } from './support/account-flows';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

const REQUESTS: Record<Locale, string> = { fr: 'Demandes', en: 'Requests', ar: 'الاستفسارات' };
const DEMOS: Record<Locale, string> = { fr: 'Démos', en: 'Demos', ar: 'العروض التوضيحية' };
const APPROVE: Record<Locale, string> = { fr: 'Approuver', en: 'Approve', ar: 'موافقة' };
const APPROVED: Record<Locale, string> = { fr: 'Approuvée', en: 'Approved', ar: 'مقبول' };

test(
  'an admin approves a request with a response; the customer sees the notification and the new status',
  { tag: ['@ar'] },
  async ({ page, browser, playwright, baseURL, lang, at, admin }) => {
    test.setTimeout(90_000);
    // The customer's request, filed through the API with their token (the filing form has its own journey).
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post('/api/auth/login', {
      data: { email: 'client@emballo.example', password: 'emballo demo 2026' },
    });
    expect(login.status()).toBe(200);
    const subject = `Cartons écrasés ${lang} ${Date.now()}`;
    const filed = await api.post('/api/requests', {
      headers: { Authorization: `Bearer ${(await login.json()).token}` },
      data: { type: 'support', subject, comments: 'Trois cartons sont arrivés écrasés.' },
    });
    expect(filed.status()).toBe(201);
    const id = (await filed.json()).data.id as string;
    await api.dispose();

    // The admin finds it in the queue, opens it and approves it with a response.
    await page.goto(at('/admin'));
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(admin.email);
    await page.getByRole('navigation').getByRole('link', { name: REQUESTS[lang], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/requests')}$`));
    await waitForHydration(page);
    const filters = page.getByTestId('requests-filters');
    await filters.locator('input[name="q"]').fill(subject);
    await filters.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/q=/);
    expect(await auditPage(page)).toEqual([]);
    await page.getByTestId('requests-table').getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(new RegExp(`${at(`/admin/requests/${id}`)}$`));
    expect(await auditPage(page)).toEqual([]);
    const decide = page.getByTestId('request-decide');
    await decide.locator('textarea[name="response"]').fill('Nous vous renvoyons trois cartons lundi.');
    await decide.getByRole('button', { name: APPROVE[lang] }).click();
    await expect(page.getByTestId('request-status')).toContainText(APPROVED[lang]);
    await expect(page.getByTestId('request-thread')).toContainText(
      'Nous vous renvoyons trois cartons lundi.',
    );
    // On a phone: the request fits; the navigation waits behind "Menu" and closes once followed;
    // the queue is a stack of cards, status and due time on screen, nothing scrolling sideways.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const queueLink = page.getByRole('navigation').getByRole('link', { name: REQUESTS[lang], exact: true });
    await expect(queueLink).toBeHidden();
    await page.getByTestId('admin-menu-toggle').click();
    await queueLink.click();
    await expect(page.getByTestId('requests-table')).toBeVisible();
    await expect(queueLink).toBeHidden();
    const widths = await page.getByTestId('requests-table').evaluate((table) => ({
      page: document.documentElement.scrollWidth,
      scroller: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.scroller).toBe(0);
    // The due time (among the last cells) within the screen's width, not off to the side.
    const due = page.getByTestId('requests-table').locator('tbody tr').first().locator('time').first();
    const box = (await due.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The decision is one row of the audit log.
    await page.goto(at(`/admin/audit?entity_type=request&entity_id=${id}`));
    await expect(page.getByTestId('audit-table').locator('tbody tr')).toHaveCount(1);

    // The Demos queue and a demo's page (the seeded shop's demos), audited too.
    await page.getByRole('navigation').getByRole('link', { name: DEMOS[lang], exact: true }).click();
    await expect(page.getByTestId('demos-table')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    await page.getByTestId('demos-table').getByRole('link').first().click();
    await expect(page.getByTestId('demo-status')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);

    // The customer, in their own browser: the bell tells them, and their request page shows it.
    const context = await browser.newContext();
    const customer = await context.newPage();
    await logInAsDemoCustomer(customer, at);
    await waitForHydration(customer);
    await customer.getByTestId('notification-bell').click();
    await expect(
      customer
        .getByTestId('notification-panel')
        .getByTestId('notification-item')
        .filter({ hasText: subject }),
    ).toContainText(APPROVED[lang]);
    await customer.goto(at(`/contact_requests/${id}`));
    await expect(customer.getByTestId('owned-request')).toContainText(APPROVED[lang]);
    await expect(customer.getByTestId('owned-request')).toContainText(
      'Nous vous renvoyons trois cartons lundi.',
    );
    await context.close();
  },
);
