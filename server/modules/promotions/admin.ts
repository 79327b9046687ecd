import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  NewPromoCodeInput,
  PromoCodeDetail,
  PromoCodeEditInput,
  PromoCodeQuery,
  PromoCodeRow,
  PromoDisplayStatus,
  PromoTargetOption,
  PromoUseRow,
} from '../../../common/admin/promo-codes';
import type { Page } from '../../../common/admin/types';
import { dateLabel, formatDate } from '../../../common/format/dates';
import { decimalInput } from '../../../common/format/decimal-input';
import { formatMoney } from '../../../common/format/money';
import { formatRate } from '../../../common/format/percent';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { listPage, namesById, pageOffset, tablePage } from '../../http/list-page';
import type { Clock } from '../../platform/clock';
import { uniqueSerialIds } from '../../platform/ids';
import { translator } from '../../platform/i18n';
import { accountDirectory } from '../accounts/read-model';
import type { AuditActor, AuditLog } from '../audit/service';
import {
  catalogTargetLabels,
  catalogTargets,
  packageIdBySlug,
  serviceIdBySlug,
} from '../catalog/promo-targets';
import {
  dateToLocal,
  mergeRules,
  minorToInput,
  valueAsInput,
  type FieldErrors,
  type PromoRules,
} from './admin-input';
import {
  promoEnded,
  promoInvalid,
  promoLocked,
  promoNotFound,
  promoStale,
  promoTransitionRefused,
} from './errors';
import { promoCodes, promoCodeTargets, promoRedemptions } from './schema';
import { displayStatus, mayMove, PROMO_MOVES, type PromoMove } from './state-machine';

type PromoRow = typeof promoCodes.$inferSelect;

/** What the promo codes' screen needs of the orders that used a code, from the orders module. */
export interface PromoOrders {
  /** The orders by id (an id that is not an order's is left out). */
  usesOf(orderIds: readonly string[]): Promise<
    Map<
      string,
      {
        number: string;
        currency: string;
        discountMinor: number;
        linesDiscountMinor: number;
        payStatus: string;
      }
    >
  >;
  /** Paid orders' totals per code and currency, by currency. */
  paidTotalsByCode(
    promoCodeIds: readonly number[],
  ): Promise<{ promoCodeId: number; currency: string; minor: number }[]>;
}

const NS = 'admin-promo-codes';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const CODE_LOCKED_WHEN_USED = ['code', 'discount_type', 'discount_value'] as const;

/** What the audit log keeps of a code: its rules and status, as stored. */
const auditView = (p: PromoRow, targets?: { serviceId: number | null; packageId: number | null }[]) => ({
  code: p.code,
  status: p.status,
  discount_type: p.discountType,
  discount_value: p.discountValue,
  currency: p.currency,
  minimum_order_minor: p.minimumOrderMinor,
  starts_at: p.startsAt?.toISOString() ?? null,
  ends_at: p.endsAt?.toISOString() ?? null,
  usage_limit: p.usageLimit,
  per_customer_limit: p.perCustomerLimit,
  applies_to_all: p.appliesToAll,
  ...(targets
    ? { targets: targets.map((t) => (t.packageId ? `package:${t.packageId}` : `service:${t.serviceId}`)) }
    : {}),
});

/** SQL for each status the admin sees (the same order of precedence as `displayStatus`). */
function displayStatusWhere(status: PromoDisplayStatus, now: Date): SQL {
  const endedByDate = and(isNotNull(promoCodes.endsAt), lte(promoCodes.endsAt, now))!;
  const live = or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now))!;
  const exhausted = and(
    isNotNull(promoCodes.usageLimit),
    sql`${promoCodes.used} >= ${promoCodes.usageLimit}`,
  )!;
  const open = and(eq(promoCodes.status, 'active'), live, sql`not (${exhausted})`)!;
  switch (status) {
    case 'ended':
      return or(eq(promoCodes.status, 'ended'), endedByDate)!;
    case 'paused':
      return and(eq(promoCodes.status, 'paused'), live)!;
    case 'exhausted':
      return and(eq(promoCodes.status, 'active'), live, exhausted)!;
    case 'scheduled':
      return and(open, gt(promoCodes.startsAt, now))!;
    case 'active':
      return and(open, or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)))!;
  }
}

function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/**
 * The admin's promo codes (ADR-0703): list and read with uses and revenue, create and edit every
 * rule (ADR-0300), pause, resume and end through the state machine. Each change is one
 * transaction with its audit row; a move is a compare-and-set, so two admins pausing at once make
 * one move and one row, and the other is told.
 */
export function createPromotionsAdmin(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  currency: string;
  audit: AuditLog;
  /** What the orders module tells of the orders that used the codes (its read model). */
  orders: PromoOrders;
}) {
  const { db, clock, timeZone, currency: shopCurrency, audit } = deps;

  // ---- Reading ----

  async function targetsOf(executor: Db, ids: number[]) {
    if (!ids.length) return [];
    return executor
      .select({
        promoCodeId: promoCodeTargets.promoCodeId,
        serviceId: promoCodeTargets.serviceId,
        packageId: promoCodeTargets.packageId,
      })
      .from(promoCodeTargets)
      .where(inArray(promoCodeTargets.promoCodeId, ids))
      .orderBy(asc(promoCodeTargets.id));
  }

  /** Paid orders' totals per code and currency: the revenue the codes brought. */
  async function revenueOf(ids: number[]) {
    const byCode = new Map<number, { minor: number; currency: string }[]>();
    for (const row of await deps.orders.paidTotalsByCode(ids))
      byCode.set(row.promoCodeId, [
        ...(byCode.get(row.promoCodeId) ?? []),
        { minor: row.minor, currency: row.currency },
      ]);
    return byCode;
  }

  function discountLabel(p: Pick<PromoRow, 'discountType' | 'discountValue' | 'currency'>, locale: Locale) {
    return p.discountType === 'percent' || !p.currency
      ? formatRate(p.discountValue * 100, locale)
      : formatMoney(p.discountValue, p.currency, locale);
  }

  function row(
    p: PromoRow,
    locale: Locale,
    extra: { targets: number; revenue: { minor: number; currency: string }[] },
  ): PromoCodeRow {
    const t = translator(locale);
    const now = clock.now();
    const status = displayStatus(p, now);
    const summary = [
      discountLabel(p, locale),
      p.minimumOrderMinor != null && p.currency
        ? t(`${NS}:summary.minimum`, { amount: formatMoney(p.minimumOrderMinor, p.currency, locale) })
        : null,
      p.perCustomerLimit != null ? t(`${NS}:summary.perCustomer`, { count: p.perCustomerLimit }) : null,
      p.appliesToAll ? t(`${NS}:summary.everything`) : t(`${NS}:summary.selected`, { count: extra.targets }),
    ].filter(Boolean);
    const when = (d: Date) => formatDate(d, locale, timeZone, 'dateTime');
    const period =
      p.startsAt && p.endsAt
        ? t(`${NS}:period.between`, { from: when(p.startsAt), to: when(p.endsAt) })
        : p.startsAt
          ? t(`${NS}:period.from`, { from: when(p.startsAt) })
          : p.endsAt
            ? t(`${NS}:period.until`, { to: when(p.endsAt) })
            : t(`${NS}:period.always`);
    const revenue = extra.revenue.length ? extra.revenue : [{ minor: 0, currency: shopCurrency }];
    return {
      id: p.id,
      code: p.code,
      summary: summary.join(' · '),
      status: p.status,
      display_status: status,
      display_status_label: t(`${NS}:statuses.${status}`),
      used: p.used,
      usage_limit: p.usageLimit,
      remaining: p.usageLimit == null ? null : Math.max(0, p.usageLimit - p.used),
      uses_label:
        p.usageLimit == null
          ? t(`${NS}:uses.unlimited`, { used: p.used })
          : t(`${NS}:uses.of`, { used: p.used, limit: p.usageLimit }),
      revenue_label: revenue.map((r) => formatMoney(r.minor, r.currency, locale)).join(' + '),
      period_label: period,
    };
  }

  async function list(q: PromoCodeQuery, locale: Locale): Promise<Page<PromoCodeRow>> {
    const where: SQL[] = [];
    if (q.q) where.push(ilike(promoCodes.code, `%${escapeLike(q.q.toUpperCase())}%`));
    if (q.status) where.push(displayStatusWhere(q.status, clock.now()));
    const paging = { page: q.page, perPage: q.per_page };
    const order = [desc(promoCodes.createdAt), desc(promoCodes.id)];
    const { rows, total } = await tablePage(db, promoCodes, and(...where), order, paging);
    const ids = rows.map((r) => r.id);
    const [targets, revenue] = await Promise.all([targetsOf(db, ids), revenueOf(ids)]);
    const data = rows.map((p) =>
      row(p, locale, {
        targets: targets.filter((t) => t.promoCodeId === p.id).length,
        revenue: revenue.get(p.id) ?? [],
      }),
    );
    return listPage(data, total, paging);
  }

  async function get(id: number, locale: Locale): Promise<PromoCodeDetail | null> {
    const [p] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    if (!p) return null;
    const [targets, revenue, used] = await Promise.all([
      targetsOf(db, [id]),
      revenueOf([id]),
      everUsed(db, id),
    ]);
    const labels = await catalogTargetLabels(
      db,
      targets.flatMap((t) => (t.serviceId != null ? [t.serviceId] : [])),
      targets.flatMap((t) => (t.packageId != null ? [t.packageId] : [])),
      locale,
    );
    const base = row(p, locale, { targets: targets.length, revenue: revenue.get(id) ?? [] });
    const label = (d: Date) => dateLabel(d, locale, timeZone, 'dateTime');
    const codeRevenue = revenue.get(id) ?? [];
    return {
      ...base,
      version: p.version,
      discount_type: p.discountType,
      discount_value: p.discountValue,
      currency: p.currency,
      discount_label: discountLabel(p, locale),
      minimum_order_minor: p.minimumOrderMinor,
      minimum_order_label:
        p.minimumOrderMinor != null && p.currency
          ? formatMoney(p.minimumOrderMinor, p.currency, locale)
          : null,
      per_customer_limit: p.perCustomerLimit,
      starts_at: p.startsAt ? label(p.startsAt) : null,
      ends_at: p.endsAt ? label(p.endsAt) : null,
      applies_to_all: p.appliesToAll,
      targets: targets.map((t) => {
        if (t.packageId != null) {
          const pkg = labels.packageRows.find((r) => r.id === t.packageId);
          return {
            service_id: pkg?.serviceSlug ?? '',
            package_id: pkg?.slug ?? '',
            label: pkg?.name ?? pkg?.slug ?? '',
          };
        }
        const service = labels.serviceRows.find((r) => r.id === t.serviceId);
        return {
          service_id: service?.slug ?? '',
          package_id: null,
          label: service?.name ?? service?.slug ?? '',
        };
      }),
      revenue: codeRevenue.map((r) => ({ ...r, label: formatMoney(r.minor, r.currency, locale) })),
      created_at: label(p.createdAt),
      form: {
        discount_value: decimalInput(valueAsInput(p), locale),
        minimum_order:
          p.minimumOrderMinor != null && p.currency
            ? decimalInput(minorToInput(p.minimumOrderMinor, p.currency), locale)
            : '',
        starts_at: p.startsAt ? dateToLocal(p.startsAt, timeZone) : '',
        ends_at: p.endsAt ? dateToLocal(p.endsAt, timeZone) : '',
      },
      locked: used ? [...CODE_LOCKED_WHEN_USED] : [],
      editable: p.status !== 'ended',
      moves: (Object.keys(PROMO_MOVES) as PromoMove[]).filter((m) => mayMove(p.status, m)),
      time_zone: timeZone,
      shop_currency: shopCurrency,
    };
  }

  /** The orders that used the code, newest first, with what the code took off each. */
  async function uses(id: number, paging: { page: number; perPage: number }, locale: Locale) {
    const t = translator(locale);
    const where = eq(promoRedemptions.promoCodeId, id);
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(promoRedemptions)
      .where(where);
    const rows = await db
      .select({
        orderId: promoRedemptions.orderId,
        customerId: promoRedemptions.customerId,
        email: accountDirectory.email,
        firstName: accountDirectory.firstName,
        lastName: accountDirectory.lastName,
        redeemedAt: promoRedemptions.redeemedAt,
        releasedAt: promoRedemptions.releasedAt,
      })
      .from(promoRedemptions)
      .leftJoin(accountDirectory, eq(accountDirectory.id, promoRedemptions.customerId))
      .where(where)
      .orderBy(desc(promoRedemptions.redeemedAt), desc(promoRedemptions.id))
      .limit(paging.perPage)
      .offset(pageOffset(paging));
    const orders = await deps.orders.usesOf(rows.map((r) => r.orderId));
    const data: PromoUseRow[] = rows.map((r) => {
      const order = orders.get(r.orderId);
      const currency = order?.currency ?? shopCurrency;
      // The order's discounts are its lines' own and the code's: the code's is what is left.
      const minor = order ? Math.max(0, order.discountMinor - order.linesDiscountMinor) : 0;
      return {
        order_id: r.orderId,
        order_number: order?.number ?? r.orderId,
        customer: {
          id: r.customerId,
          name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
          email: r.email ?? '',
        },
        discount: { minor, currency, label: formatMoney(minor, currency, locale) },
        redeemed_at: dateLabel(r.redeemedAt, locale, timeZone, 'dateTime'),
        released: r.releasedAt != null,
        pay_status_label: order?.payStatus
          ? t(`orders:payStatuses.${order.payStatus}`, { defaultValue: order.payStatus })
          : '',
      };
    });
    return listPage(data, total, paging);
  }

  /** Every service and package a code can be limited to, in the reader's language. */
  async function targetOptions(locale: Locale): Promise<PromoTargetOption[]> {
    const { serviceRows, packageRows } = await catalogTargets(db, locale);
    return serviceRows.map((s) => ({
      service_id: s.slug,
      label: s.name ?? s.slug,
      packages: packageRows
        .filter((p) => p.serviceId === s.id)
        .map((p) => ({ package_id: p.slug, label: p.name ?? p.slug })),
    }));
  }

  // ---- Writing ----

  /** Whether any order ever used the code (a released use still names it on its order). */
  async function everUsed(executor: Db, id: number) {
    const [hit] = await executor
      .select({ id: promoRedemptions.id })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, id))
      .limit(1);
    return !!hit;
  }

  /** The public ids (slugs) of the chosen services and packages, as the rows' ids. */
  async function resolveTargets(
    tx: Db,
    targets: NonNullable<NewPromoCodeInput['targets']>,
    errors: FieldErrors,
  ) {
    const resolved: { serviceId: number | null; packageId: number | null }[] = [];
    for (const [index, target] of targets.entries()) {
      const serviceId = await serviceIdBySlug(tx, target.service_id);
      if (serviceId === null) {
        errors[`targets.${index}`] = 'targetUnknown';
        continue;
      }
      if (target.package_id == null) {
        resolved.push({ serviceId, packageId: null });
        continue;
      }
      const packageId = await packageIdBySlug(tx, serviceId, target.package_id);
      if (packageId === null) errors[`targets.${index}`] = 'targetUnknown';
      else resolved.push({ serviceId: null, packageId });
    }
    const unique = new Map(resolved.map((t) => [`${t.serviceId}:${t.packageId}`, t]));
    return [...unique.values()];
  }

  async function codeTaken(tx: Db, code: string, exceptId?: number) {
    const [other] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
    return !!other && other.id !== exceptId;
  }

  const context = { currency: shopCurrency, timeZone };

  async function writeTargets(
    tx: Db,
    id: number,
    targets: { serviceId: number | null; packageId: number | null }[],
  ) {
    await tx.delete(promoCodeTargets).where(eq(promoCodeTargets.promoCodeId, id));
    if (targets.length)
      await tx.insert(promoCodeTargets).values(targets.map((t) => ({ promoCodeId: id, ...t })));
  }

  /** The unique index has the last word on a code two admins create at once. */
  async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (sqlState(error) === '23505') throw promoInvalid({ code: 'codeTaken' });
      throw error;
    }
  }

  async function create(input: NewPromoCodeInput, actor: AuditActor): Promise<number> {
    return guardUnique(() =>
      db.transaction(async (tx) => {
        const { rules, errors } = mergeRules(null, input, context);
        const targets = await scope(tx, rules, input.targets, errors);
        if (await codeTaken(tx, rules.code)) errors.code = 'codeTaken';
        if (Object.keys(errors).length) throw promoInvalid(errors);
        const [created] = await tx
          .insert(promoCodes)
          .values({ ...rules, appliesToAll: targets.length === 0, status: 'active', createdAt: clock.now() })
          .returning();
        await writeTargets(tx, created!.id, targets);
        await audit.record(tx, {
          actor,
          action: 'promo_code.created',
          entity: { type: 'promo_code', id: String(created!.id) },
          after: auditView(created!, targets),
        });
        return created!.id;
      }),
    );
  }

  /** The scope a save asks for: everything, or at least one known service or package. */
  async function scope(
    tx: Db,
    rules: PromoRules,
    sent: NewPromoCodeInput['targets'] | undefined,
    errors: FieldErrors,
  ) {
    if (rules.appliesToAll) return [];
    const targets = await resolveTargets(tx, sent ?? [], errors);
    if (!targets.length && !Object.keys(errors).some((k) => k.startsWith('targets')))
      errors.targets = 'targetsRequired';
    return targets;
  }

  /**
   * Saves the fields sent over the code's rules, against the version the admin read. A code that
   * has been used keeps its text and discount (its orders name it with them); its limit cannot go
   * below the uses it already has. An ended code is not edited.
   */
  async function update(id: number, input: PromoCodeEditInput, actor: AuditActor) {
    const { version, ...fields } = input;
    return guardUnique(() =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
        if (!before) throw promoNotFound();
        if (before.version !== version) throw promoStale();
        if (before.status === 'ended') throw promoEnded();
        const beforeTargets = await targetsOf(tx, [id]);
        const { rules, errors } = mergeRules(before, fields, context);

        if (await everUsed(tx, id)) {
          const locked: FieldErrors = {};
          if (rules.code !== before.code) locked.code = 'lockedWhenUsed';
          if (rules.discountType !== before.discountType) locked.discount_type = 'lockedWhenUsed';
          const amountCurrencyChanged = rules.discountType === 'amount' && rules.currency !== before.currency;
          if (rules.discountValue !== before.discountValue || amountCurrencyChanged)
            locked.discount_value = 'lockedWhenUsed';
          if (Object.keys(locked).length) throw promoLocked(locked);
        }
        if (rules.usageLimit != null && rules.usageLimit < before.used)
          errors.usage_limit = 'usageLimitBelowUses';
        const targetsSent = fields.targets !== undefined || fields.applies_to !== undefined;
        const targets = targetsSent
          ? await scope(tx, rules, fields.targets, errors)
          : beforeTargets.map(({ serviceId, packageId }) => ({ serviceId, packageId }));
        if (rules.code !== before.code && (await codeTaken(tx, rules.code, id))) errors.code = 'codeTaken';
        if (Object.keys(errors).length) throw promoInvalid(errors);

        const [after] = await tx
          .update(promoCodes)
          .set({ ...rules, appliesToAll: targets.length === 0, version: before.version + 1 })
          .where(and(eq(promoCodes.id, id), eq(promoCodes.version, version)))
          .returning();
        if (targetsSent) await writeTargets(tx, id, targets);
        await audit.record(tx, {
          actor,
          action: 'promo_code.updated',
          entity: { type: 'promo_code', id: String(id) },
          before: auditView(before, beforeTargets),
          after: auditView(after!, targets),
        });
        return after!;
      }),
    );
  }

  const PAST: Record<PromoMove, string> = { pause: 'paused', resume: 'resumed', end: 'ended' };

  /**
   * Pauses, resumes or ends a code by compare-and-set on its stored status: of two admins pausing
   * at once, the first moves it (one audit row) and the second is refused, as is any move the
   * status does not allow (resuming an ended code).
   */
  async function move(id: number, what: PromoMove, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const rule = PROMO_MOVES[what];
      // The row lock makes a concurrent move wait, then read the status this one committed.
      const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      if (!before) throw promoNotFound();
      const [after] = mayMove(before.status, what)
        ? await tx
            .update(promoCodes)
            .set({ status: rule.to, version: before.version + 1 })
            .where(and(eq(promoCodes.id, id), eq(promoCodes.status, before.status)))
            .returning()
        : [];
      if (!after) throw promoTransitionRefused(before.status, what);
      await audit.record(tx, {
        actor,
        action: `promo_code.${PAST[what]}`,
        entity: { type: 'promo_code', id: String(id) },
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
  }

  /** The codes of these promo codes (by id), for the audit screen; unknown ids are left out. */
  async function codesOf(ids: string[]): Promise<Map<string, string>> {
    return namesById(db, { id: promoCodes.id, name: promoCodes.code }, uniqueSerialIds(ids));
  }

  return { list, get, uses, targetOptions, create, update, move, codesOf };
}

export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;
