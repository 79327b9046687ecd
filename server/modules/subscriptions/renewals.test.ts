import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallClockParts } from '../../../common/format/dates';
import { postgresDatabase } from '../../db/connection';
import { createTestApp } from '../../test/app';
import { useTestApp } from '../../test/harness';
import { invoices } from '../invoices/schema';
import { notifications } from '../notifications/schema';
import { orders } from '../orders/schema';
import { payments } from '../payments/schema';
import { siteSettings } from '../settings/schema';
import { emailOf, mailSubjectsTo } from '../orders/test-helpers';
import { countRows } from '../payments/test-helpers';
import { RENEW_JOB } from './renewals';
import { subscriptionPeriods } from './schema';
import { SubscriptionErrors } from './errors';
import {
  BOX,
  buyPayLater,
  buyPayNow,
  pendingJobsOf,
  renewalInvoices,
  runSubscriptionJobs,
  subscriptionById,
  subscriptionHistoryOf,
  THREE_DS_CARD,
} from './test-helpers';

type App = Awaited<ReturnType<typeof createTestApp>>;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ZONE = 'Africa/Casablanca';
const localDay = (d: Date) => {
  const p = wallClockParts(d, ZONE);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};
const localTime = (d: Date) => {
  const p = wallClockParts(d, ZONE);
  return `${p.hour}:${p.minute}`;
};

// Each describe has its own database and clock (no worker: the tests play it for the renewal jobs).
const useRenewalsApp = (receive: (t: App) => void) =>
  useTestApp(receive, {}, { worker: false, seeded: true });

/** The clock set a minute after `at` (or `offset` from it), then the due subscription jobs played: how many ran. */
function runJobsAfter(t: App, at: Date, offset = MINUTE) {
  t.clock.set(new Date(at.getTime() + offset));
  return runSubscriptionJobs(t.services);
}

/** How many subscription payments the customer has (of that status, if one is given). */
function subscriptionPaymentCount(t: App, customer: string, status?: string) {
  const where = `purpose = 'subscription' and customer_id = '${customer}'`;
  return countRows(t.services, 'payments', status ? `${where} and status = '${status}'` : where);
}

/** The company receives the order's money (what the admin issue's "mark paid" will do). */
function recordOrderPaid(t: App, orderId: string) {
  return t.services.db.transaction(async (tx) => {
    await tx.update(orders).set({ payStatus: 'paid' }).where(eq(orders.id, orderId));
    await t.services.invoices.orderBilling.paid(tx, orderId, 'admin');
    await t.services.subscriptions.orderHooks.paid(tx, orderId, 'admin');
  });
}

describe('pay now: the first payment, then renewals charged to the saved card', () => {
  let t: App;
  useRenewalsApp((started) => (t = started));

  it('pending until paid; then active from the payment, renewed at the period end with a Paid invoice and no order', async () => {
    t.clock.set(new Date('2027-01-31T09:00:00Z'));
    const { customer, order, pending, subscription } = await buyPayNow(t.services, undefined, [BOX], {
      promo: 'WELCOME10',
    });
    expect(pending).toMatchObject({ status: 'pending', period: 'month', paymentMode: 'pay_now' });
    expect(subscription).toMatchObject({
      status: 'active',
      periodIndex: 1,
      priceMinor: 49000,
      discountMinor: 0,
    });
    expect(localDay(subscription.currentPeriodStart)).toBe('2027-01-31');
    // Bought on 31 January: renews on the last day of February (ADR-0401).
    expect(localDay(subscription.currentPeriodEnd)).toBe('2027-02-28');
    expect(subscription.nextBillingAt).toEqual(subscription.currentPeriodEnd);
    // The promo code took 10 % off the order (the first period) only.
    expect(order.discountMinor).toBe(4900);
    expect(await subscriptionHistoryOf(t.services, subscription.id)).toEqual([
      'new→pending:customer',
      'pending→active:system',
    ]);
    // One renewal job, at the period end, under a key naming the subscription and period.
    expect(await pendingJobsOf(t.services, subscription.id)).toEqual([
      {
        name: RENEW_JOB,
        runAt: subscription.currentPeriodEnd,
        key: `${RENEW_JOB}:${subscription.id}:1:1`,
        payload: { subscriptionId: subscription.id, periodIndex: 1, attempt: 1 },
      },
    ]);

    // A minute before the end nothing is due.
    expect(await runJobsAfter(t, subscription.currentPeriodEnd, -MINUTE)).toBe(0);

    expect(await runJobsAfter(t, subscription.currentPeriodEnd)).toBe(1);
    const [feb] = await renewalInvoices(t.services, subscription.id);
    expect(feb).toMatchObject({
      status: 'paid',
      customerId: customer,
      orderId: null,
      subtotalMinor: 49000,
      discountMinor: 0,
      totalMinor: 49000,
    });
    expect(localDay(feb!.periodStart!)).toBe('2027-02-28');
    expect(localDay(feb!.periodEnd!)).toBe('2027-03-31');
    expect(localTime(feb!.periodEnd!)).toBe(localTime(subscription.currentPeriodStart));
    // A renewal adds an invoice and a payment, not an order.
    expect(await countRows(t.services, 'orders', `customer_id = '${customer}'`)).toBe(1);
    expect(await subscriptionPaymentCount(t, customer, 'succeeded')).toBe(1);
    const renewed = await subscriptionById(t.services, subscription.id);
    expect(renewed).toMatchObject({ status: 'active', periodIndex: 2 });
    expect(localDay(renewed.currentPeriodEnd)).toBe('2027-03-31');

    // Then 31 March → 30 April: the anchor day is kept, cut to the month's last day.
    expect(await runJobsAfter(t, renewed.currentPeriodEnd)).toBe(1);
    const periods = (await renewalInvoices(t.services, subscription.id)).map(
      (i) => `${localDay(i.periodStart!)}→${localDay(i.periodEnd!)}`,
    );
    expect(periods).toEqual(['2027-02-28→2027-03-31', '2027-03-31→2027-04-30']);
  });

  it('a weekly subscription across the Ramadan hour keeps its weekday and wall time', async () => {
    // Back to before Morocco's change of 7 February 2027 (UTC+1 → UTC+0).
    t.clock.set(new Date('2027-02-03T09:00:00Z'));
    const { subscription } = await buyPayNow(t.services, undefined, [
      { service: 'stockage-palettes', package: 'palette-semaine' },
    ]);
    expect(subscription.period).toBe('week');
    const starts = [subscription.currentPeriodEnd];
    for (let i = 0; i < 2; i++) {
      await runJobsAfter(t, starts.at(-1)!);
      starts.push((await subscriptionById(t.services, subscription.id)).currentPeriodEnd);
    }
    expect(starts.map(localDay)).toEqual(['2027-02-10', '2027-02-17', '2027-02-24']);
    expect(new Set(starts.map(localTime))).toEqual(new Set([localTime(subscription.currentPeriodStart)]));
    // The first week held the change: an hour longer than 7 × 24 h.
    expect(starts[0]!.getTime() - subscription.currentPeriodStart.getTime()).toBe(7 * DAY + 60 * MINUTE);
    expect(await renewalInvoices(t.services, subscription.id)).toHaveLength(2);
  });

  it('taxed at its order’s rate every period: the renewal charges exactly its invoice’s total', async () => {
    const setRate = (taxRateBp: number) => t.services.db.update(siteSettings).set({ taxRateBp });
    t.clock.set(new Date('2027-05-10T09:00:00Z'));
    await setRate(2000);
    try {
      const { customer, order, subscription } = await buyPayNow(t.services, undefined, [BOX]);
      expect(order).toMatchObject({ taxRateBp: 2000, taxMinor: 9800, totalMinor: 58800 });
      expect(subscription.taxRateBp).toBe(2000);
      // The setting changes later: the subscription keeps its order's rate, as it keeps its price.
      await setRate(1000);
      await runJobsAfter(t, subscription.currentPeriodEnd);
      const [renewal, ...others] = await renewalInvoices(t.services, subscription.id);
      expect(others).toEqual([]);
      expect(renewal).toMatchObject({ status: 'paid', taxRateBp: 2000, taxMinor: 9800, totalMinor: 58800 });
      const [charge] = await t.services.db
        .select()
        .from(payments)
        .where(and(eq(payments.customerId, customer), eq(payments.purpose, 'subscription')));
      expect(charge!.amountMinor).toBe(58800);
    } finally {
      await setRate(0);
    }
  });
});

describe('billed exactly once', () => {
  let t: App;
  useRenewalsApp((started) => (t = started));

  async function dueSubscription() {
    const { subscription } = await buyPayNow(t.services);
    t.clock.set(new Date(subscription.currentPeriodEnd.getTime() + MINUTE));
    return { subscription, payload: { subscriptionId: subscription.id, periodIndex: 1, attempt: 1 } };
  }

  async function billedOnce(subscriptionId: string) {
    // The queued job of the period (the direct calls above played it) then finds it billed.
    await runSubscriptionJobs(t.services);
    expect(await renewalInvoices(t.services, subscriptionId)).toHaveLength(1);
    const [period] = await t.services.db
      .select()
      .from(subscriptionPeriods)
      .where(
        and(eq(subscriptionPeriods.subscriptionId, subscriptionId), eq(subscriptionPeriods.position, 2)),
      );
    expect(period).toMatchObject({ status: 'billed', attempts: 1 });
    expect(await countRows(t.services, 'payments', `purpose_id = '${period!.id}'`)).toBe(1);
    expect(
      await countRows(
        t.services,
        'sandbox_payments',
        `reference in (select id::text from payments where purpose_id = '${period!.id}')`,
      ),
    ).toBe(1);
    expect((await subscriptionById(t.services, subscriptionId)).periodIndex).toBe(2);
    // One next renewal scheduled, for the period after.
    expect((await pendingJobsOf(t.services, subscriptionId)).map((j) => j.key)).toEqual([
      `${RENEW_JOB}:${subscriptionId}:2:1`,
    ]);
  }

  it('the job run twice, one after the other: one invoice, one charge', async () => {
    const { subscription, payload } = await dueSubscription();
    await t.services.subscriptions.renew(payload);
    await t.services.subscriptions.renew(payload);
    await billedOnce(subscription.id);
  });

  it('the job run twice at once in one process: one invoice, one charge', async () => {
    const { subscription, payload } = await dueSubscription();
    await Promise.all([t.services.subscriptions.renew(payload), t.services.subscriptions.renew(payload)]);
    await billedOnce(subscription.id);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'the job run at once by two processes on two connection pools (PostgreSQL): one invoice, one charge',
    async () => {
      const { subscription, payload } = await dueSubscription();
      const url = (t.database as { url?: string }).url!;
      const second = await createTestApp({}, { database: postgresDatabase(url, 4), worker: false });
      try {
        second.clock.set(t.clock.now());
        await Promise.all([
          t.services.subscriptions.renew(payload),
          second.services.subscriptions.renew(payload),
          t.services.subscriptions.renew(payload),
          second.services.subscriptions.renew(payload),
        ]);
        await billedOnce(subscription.id);
      } finally {
        await second.services.jobs.stop();
        await second.database.close();
      }
    },
  );
});

describe('a failed renewal', () => {
  let t: App;
  useRenewalsApp((started) => (t = started));

  it('past due, retried after 1, 3 and 5 days with the customer told each time, then ended', async () => {
    const { customer, subscription } = await buyPayNow(t.services, THREE_DS_CARD, undefined, {
      locale: 'ar',
    });
    const email = await emailOf(t.services, customer);
    const failedAt: Date[] = [];
    let at = subscription.currentPeriodEnd;
    for (const days of [1, 3, 5]) {
      t.clock.set(new Date(at.getTime() + MINUTE));
      failedAt.push(t.clock.now());
      await runSubscriptionJobs(t.services);
      const now = await subscriptionById(t.services, subscription.id);
      expect(now).toMatchObject({ status: 'past_due', periodIndex: 1 });
      expect(now.nextBillingAt).toEqual(new Date(t.clock.now().getTime() + days * DAY));
      at = now.nextBillingAt!;
    }
    await runJobsAfter(t, at);
    expect(await subscriptionById(t.services, subscription.id)).toMatchObject({
      status: 'ended',
      nextBillingAt: null,
      periodIndex: 1,
    });
    expect(await subscriptionHistoryOf(t.services, subscription.id)).toEqual([
      'new→pending:customer',
      'pending→active:system',
      'active→past_due:scheduler',
      'past_due→ended:scheduler',
    ]);
    expect(await renewalInvoices(t.services, subscription.id)).toEqual([]);
    expect(await subscriptionPaymentCount(t, customer, 'failed')).toBe(4);
    // Three "payment failed" mails with the retry's date, then "ended", in the customer's language.
    const subjects = await mailSubjectsTo(t.services, email);
    expect(subjects.filter((s) => s.startsWith('فشل دفع اشتراكك'))).toHaveLength(3);
    expect(subjects.filter((s) => s.startsWith('انتهى اشتراكك'))).toHaveLength(1);
    const keys = await t.services.db
      .select({ key: notifications.messageKey })
      .from(notifications)
      .where(eq(notifications.userId, customer));
    expect(keys.map((k) => k.key).filter((k) => k?.startsWith('subscription_'))).toEqual([
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_ended',
    ]);
    // Nothing is left to run for it.
    expect(await pendingJobsOf(t.services, subscription.id)).toEqual([]);
  });
});

describe('cancel at the period end, and resume before it', () => {
  let t: App;
  useRenewalsApp((started) => (t = started));

  it('canceled: active until the period end, then ended, no further invoice; a second cancel is refused and changes nothing', async () => {
    const { customer, subscription } = await buyPayNow(t.services, undefined, undefined, { locale: 'en' });
    const canceled = await t.services.subscriptions.cancel(customer, subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', nextBillingAt: null });
    expect(canceled.currentPeriodEnd).toEqual(subscription.currentPeriodEnd);
    const history = await subscriptionHistoryOf(t.services, subscription.id);
    await expect(t.services.subscriptions.cancel(customer, subscription.id)).rejects.toMatchObject({
      code: SubscriptionErrors.transitionRefused,
    });
    expect(await subscriptionHistoryOf(t.services, subscription.id)).toEqual(history);
    const subjects = await mailSubjectsTo(t.services, await emailOf(t.services, customer));
    expect(subjects.filter((s) => s.includes('is canceled'))).toHaveLength(1);

    // Still canceled (not ended) a minute before the end.
    await runJobsAfter(t, subscription.currentPeriodEnd, -MINUTE);
    expect((await subscriptionById(t.services, subscription.id)).status).toBe('canceled');
    await runJobsAfter(t, subscription.currentPeriodEnd);
    expect(await subscriptionById(t.services, subscription.id)).toMatchObject({ status: 'ended' });
    expect(await subscriptionHistoryOf(t.services, subscription.id)).toEqual([
      ...history,
      'canceled→ended:scheduler',
    ]);
    expect(await renewalInvoices(t.services, subscription.id)).toEqual([]);
    expect(await subscriptionPaymentCount(t, customer)).toBe(0);
    // Too late to resume.
    await expect(t.services.subscriptions.resume(customer, subscription.id)).rejects.toMatchObject({
      code: SubscriptionErrors.transitionRefused,
    });
  });

  it('resumed before the end: renewed at the period end as if never canceled', async () => {
    const { customer, subscription } = await buyPayNow(t.services);
    await t.services.subscriptions.cancel(customer, subscription.id);
    t.clock.set(new Date(subscription.currentPeriodEnd.getTime() - MINUTE));
    const resumed = await t.services.subscriptions.resume(customer, subscription.id);
    expect(resumed).toMatchObject({ status: 'active', canceledAt: null });
    expect(resumed.nextBillingAt).toEqual(subscription.currentPeriodEnd);
    await expect(t.services.subscriptions.resume(customer, subscription.id)).rejects.toMatchObject({
      code: SubscriptionErrors.transitionRefused,
    });
    await runJobsAfter(t, subscription.currentPeriodEnd);
    expect(await renewalInvoices(t.services, subscription.id)).toHaveLength(1);
    expect(await subscriptionById(t.services, subscription.id)).toMatchObject({
      status: 'active',
      periodIndex: 2,
    });
    expect(await subscriptionHistoryOf(t.services, subscription.id)).toEqual([
      'new→pending:customer',
      'pending→active:system',
      'active→canceled:customer',
      'canceled→active:customer',
    ]);
  });
});

describe('pay later', () => {
  let t: App;
  useRenewalsApp((started) => (t = started));

  it('active with the order On hand invoice; unpaid after its due date → past due; not renewed, ended at the period end', async () => {
    const { customer, order, subscription } = await buyPayLater(t.services);
    expect(subscription).toMatchObject({ status: 'active', paymentMode: 'pay_later', discountMinor: 4500 });
    const [invoice] = await t.services.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ status: 'on_hand' });
    // Due after the settings' payment delay (15 days, seeded).
    expect(invoice!.dueAt!.getTime() - invoice!.issuedAt.getTime()).toBe(15 * DAY);
    await runJobsAfter(t, invoice!.dueAt!, -MINUTE);
    expect((await subscriptionById(t.services, subscription.id)).status).toBe('active');
    await runJobsAfter(t, invoice!.dueAt!);
    expect((await subscriptionById(t.services, subscription.id)).status).toBe('past_due');
    const subjects = await mailSubjectsTo(t.services, await emailOf(t.services, customer));
    expect(subjects.filter((s) => s.includes('est impayé'))).toHaveLength(1);
    await runJobsAfter(t, subscription.currentPeriodEnd);
    expect((await subscriptionById(t.services, subscription.id)).status).toBe('ended');
    expect(await renewalInvoices(t.services, subscription.id)).toEqual([]);
  });

  it('paid on time: renewed with an On hand invoice due after the payment delay, the item discount every period', async () => {
    const { order, subscription } = await buyPayLater(t.services);
    await recordOrderPaid(t, order.id);
    await runJobsAfter(t, subscription.currentPeriodEnd);
    const [renewal] = await renewalInvoices(t.services, subscription.id);
    expect(renewal).toMatchObject({
      status: 'on_hand',
      subtotalMinor: 45000,
      discountMinor: 4500,
      totalMinor: 40500,
    });
    expect(renewal!.dueAt!.getTime() - renewal!.issuedAt.getTime()).toBe(15 * DAY);
    expect(await subscriptionById(t.services, subscription.id)).toMatchObject({
      status: 'active',
      periodIndex: 2,
    });
    expect((await pendingJobsOf(t.services, subscription.id)).map((j) => j.name).sort()).toEqual([
      'subscriptions.overdue',
      'subscriptions.renew',
    ]);
  });

  it("a past-due renewal's On hand invoice recorded paid: Paid, active again through the machine, renewed at the period end", async () => {
    const { order, subscription } = await buyPayLater(t.services);
    await recordOrderPaid(t, order.id);
    await runJobsAfter(t, subscription.currentPeriodEnd);
    const [renewal] = await renewalInvoices(t.services, subscription.id);
    expect(renewal).toMatchObject({ status: 'on_hand' });
    // Unpaid after its due date: past due.
    await runJobsAfter(t, renewal!.dueAt!);
    expect((await subscriptionById(t.services, subscription.id)).status).toBe('past_due');

    const audited: boolean[] = [];
    const first = await t.services.subscriptions.recordRenewalPayment(
      renewal!.id,
      'admin',
      async (_tx, c) => {
        audited.push(c.reactivated);
      },
    );
    expect(first).toMatchObject({ moved: true, reactivated: true });
    expect(audited).toEqual([true]);
    const again = await t.services.subscriptions.recordRenewalPayment(renewal!.id, 'admin');
    expect(again).toMatchObject({ moved: false, reactivated: false });
    expect((await renewalInvoices(t.services, subscription.id))[0]).toMatchObject({ status: 'paid' });
    const now = await subscriptionById(t.services, subscription.id);
    expect(now).toMatchObject({ status: 'active', periodIndex: 2 });
    expect((await subscriptionHistoryOf(t.services, subscription.id)).slice(-2)).toEqual([
      'active→past_due:scheduler',
      'past_due→active:admin',
    ]);
    // Active again, so the next period is billed instead of the subscription ending.
    await runJobsAfter(t, now.currentPeriodEnd);
    expect(await subscriptionById(t.services, subscription.id)).toMatchObject({
      status: 'active',
      periodIndex: 3,
    });
    expect(await renewalInvoices(t.services, subscription.id)).toHaveLength(2);
    // Not a renewal's invoice (the order's): refused as unknown.
    const [orderInvoice] = await t.services.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    await expect(
      t.services.subscriptions.recordRenewalPayment(orderInvoice!.id, 'admin'),
    ).rejects.toMatchObject({ code: SubscriptionErrors.notFound });
  });

  it('cancelling the unpaid order ends its subscription', async () => {
    const { customer, order, subscription } = await buyPayLater(t.services);
    await t.services.orders.cancel(customer, order.id);
    expect(await subscriptionById(t.services, subscription.id)).toMatchObject({ status: 'ended' });
    expect(await subscriptionHistoryOf(t.services, subscription.id)).toEqual([
      'new→active:customer',
      'active→ended:customer',
    ]);
  });
});
