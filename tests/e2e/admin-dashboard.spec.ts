import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { text } from './support/public-texts';

/**
 * The dashboard (issue 16, ADR-0704) in French and Arabic: a customer orders, the admin's home
 * shows the figures as SVG charts drawn from the reading direction's start, each with the table of
 * its numbers; a period ending before it starts is refused. The figures themselves are tested at
 * the service level (server/modules/dashboard/service.test.ts).
 */
test(
  'the dashboard draws the period’s figures as charts with their tables, mirrored in Arabic',
  { tag: ['@ar'] },
  async ({ page, at, lang, customer, admin }) => {
    test.setTimeout(150_000);
    const t = (key: string) => text(lang, 'admin-dashboard', key);
    // The customer() fixture's order, placed through the API; the admin is signed in in the same tab.
    await page.goto(at('/orders'));
    expect(customer.email).toContain('@');
    await placeOrder(page, [{ service: 'stockage-climatise' }]);

    await page.goto(at('/admin'));
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(admin.email);
    await expect(page.getByRole('heading', { level: 1, name: t('heading') })).toBeVisible();
    const orders = page.getByTestId('dashboard-totals').locator('[data-total="orders"] dd');
    expect(Number((await orders.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);

    // Each chart is one SVG image named by its summary, with the table of the same numbers.
    for (const id of ['orders', 'revenue', 'customers', 'pay-status', 'requests']) {
      const chart = page.getByTestId(`chart-${id}`);
      await expect(chart).toBeVisible();
      expect(await chart.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
      await expect(chart).toHaveAttribute('role', 'img');
    }
    await expect(page.getByRole('img', { name: new RegExp(t('charts.orders')) })).toBeVisible();
    await page.getByTestId('table-orders-details').locator('summary').click();
    const table = page.getByTestId('table-orders');
    await expect(table).toBeVisible();
    const bars = page.getByTestId('chart-orders').locator('[data-week]');
    await expect(table.locator('tbody tr')).toHaveCount(await bars.count());
    const weekly = await table.locator('tbody td').allInnerTexts();
    expect(weekly.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '')), 0)).toBeGreaterThanOrEqual(1);

    // Time runs with the reading: the first week on the left in French, on the right in Arabic,
    // and the value axis on the side the reading starts from.
    const first = (await bars.first().boundingBox())!;
    const last = (await bars.last().boundingBox())!;
    if (lang === 'ar') expect(first.x).toBeGreaterThan(last.x);
    else expect(first.x).toBeLessThan(last.x);
    const chart = page.getByTestId('chart-orders');
    await expect(chart.locator(lang === 'ar' ? '.visx-axis-right' : '.visx-axis-left')).toHaveCount(1);
    expect(await auditPage(page)).toEqual([]);

    // A period that ends before it starts: refused, said in the page's language, beside the field.
    await waitForHydration(page);
    const period = page.getByTestId('dashboard-period');
    await period.getByLabel(t('period.from'), { exact: true }).fill('2026-12-10');
    await period.getByLabel(t('period.to'), { exact: true }).fill('2026-12-01');
    await period.getByRole('button', { name: t('period.apply') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('errors.invalidPeriod') })).toBeVisible();
    await expect(period.getByLabel(t('period.to'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(period).toContainText(t('errors.range'));
  },
);
