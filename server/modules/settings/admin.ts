import { eq } from 'drizzle-orm';
import { formatDate } from '../../../common/format/dates';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import {
  minutesOfTime,
  SETTINGS_TEXT_FIELDS,
  SLA_KINDS,
  timeOfMinutes,
  type AdminSettings,
  type SettingsPatch,
  type SettingsTexts,
  type SlaKind,
} from '../../../common/settings/admin';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { AuditActor, AuditLog } from '../audit/service';
import type { ServiceLevels } from '../requests/sla';
import { loadServiceLevels, saveServiceLevels } from '../requests/service-levels';
import { settingsStale } from './errors';
import { siteSettings, siteSettingsTranslations } from './schema';
import { saveSettingsTexts } from './service';

type Row = typeof siteSettings.$inferSelect;
type TextRow = typeof siteSettingsTranslations.$inferSelect;

const EMPTY_TEXTS: SettingsTexts = { tagline: '', address: '', opening_hours: '', legal_address: '' };
const BUSINESS_FIELDS = ['business_hours', 'holidays', 'service_levels'] as const;

function perKind(values: Record<string, number>): Record<SlaKind, number> {
  return Object.fromEntries(SLA_KINDS.map((k) => [k, values[k] ?? 0])) as Record<SlaKind, number>;
}

/** The record as the editor shows it: one row, its three languages, the service levels. */
function toView(row: Row | undefined, texts: TextRow[], levels: ServiceLevels, timeZone: string) {
  const translations = Object.fromEntries(
    LOCALES.map((locale) => {
      const t = texts.find((x) => x.locale === locale);
      return [
        locale,
        t
          ? {
              tagline: t.tagline,
              address: t.address,
              opening_hours: t.openingHours,
              legal_address: t.legalAddress,
            }
          : EMPTY_TEXTS,
      ];
    }),
  ) as Record<Locale, SettingsTexts>;
  return {
    version: row?.version ?? 0,
    company_name: row?.companyName ?? '',
    emails: row?.emails ?? [],
    phones: row?.phones ?? [],
    social: row?.social ?? {},
    certification_url: row?.certificationUrl ?? '',
    legal_name: row?.legalName ?? '',
    legal_address: row?.legalAddress ?? '',
    registrations: row?.registrations ?? [],
    tax_rate_bp: row?.taxRateBp ?? 0,
    payment_delay_days: row?.paymentDelayDays ?? 30,
    time_zone: timeZone,
    business_hours: Array.from({ length: 7 }, (_, d) =>
      (levels.calendar.weeklyHours[String(d)] ?? []).map(([open, close]) => ({
        open: timeOfMinutes(open),
        close: timeOfMinutes(close),
      })),
    ),
    holidays: [...levels.calendar.holidays],
    service_levels: {
      first_response: perKind(levels.targets.firstResponse),
      resolution: perKind(levels.targets.resolution),
      due_soon_minutes: levels.dueSoonMinutes,
      auto_close_days: levels.autoCloseDays,
    },
    translations,
  } satisfies Omit<AdminSettings, 'updated_at' | 'updated_at_label'>;
}
type SettingsView = ReturnType<typeof toView>;

/** The audit row's picture: translations spread per language so the delta names the one text changed. */
function auditPicture({ version: _version, translations, ...fields }: SettingsView) {
  const texts = Object.fromEntries(
    LOCALES.flatMap((l) => SETTINGS_TEXT_FIELDS.map((f) => [`${f}_${l}`, translations[l][f]])),
  );
  return { ...fields, ...texts };
}

/**
 * The site settings editor (ADR-0701): read, and save a partial change by compare-and-set on the
 * version read, with its audit row in the same transaction; the cached settings (and so the
 * public pages keyed by them) are dropped once it commits.
 */
export function createSettingsAdmin(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: AuditLog;
  invalidate: () => void;
  /** Called after a change of hours, holidays or targets: the open requests' SLA states follow. */
  serviceLevelsChanged?: () => Promise<void>;
}) {
  const { db, clock, timeZone, audit } = deps;

  async function readIn(tx: Db, lock: boolean) {
    const query = tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
    const [row] = lock ? await query.for('update') : await query;
    const texts = await tx
      .select()
      .from(siteSettingsTranslations)
      .where(eq(siteSettingsTranslations.settingsId, 1));
    const levels = await loadServiceLevels(tx);
    return { row, view: toView(row, texts, levels, timeZone) };
  }

  function answer(row: Row | undefined, view: SettingsView, locale: Locale): AdminSettings {
    return {
      ...view,
      updated_at: row?.updatedAt.toISOString() ?? null,
      updated_at_label: row ? formatDate(row.updatedAt, locale, timeZone, 'dateTime') : null,
    };
  }

  async function get(locale: Locale): Promise<AdminSettings> {
    const { row, view } = await readIn(db, false);
    return answer(row, view, locale);
  }

  async function save(patch: SettingsPatch, actor: AuditActor, locale: Locale): Promise<AdminSettings> {
    const touchesLevels = BUSINESS_FIELDS.some((f) => patch[f] !== undefined);
    const saved = await db.transaction(async (tx) => {
      // The row is created empty the first time, so there is always one row to lock and compare.
      await tx
        .insert(siteSettings)
        .values({
          id: 1,
          companyName: '',
          emails: [],
          phones: [],
          social: {},
          certificationUrl: '',
          version: 0,
        })
        .onConflictDoNothing();
      const { view: before } = await readIn(tx, true);
      if (before.version !== patch.version) throw settingsStale(before.version);

      const { version: _version, translations: textPatch, ...fields } = patch;
      const translations = Object.fromEntries(
        LOCALES.map((l) => [l, { ...before.translations[l], ...textPatch?.[l] }]),
      ) as Record<Locale, SettingsTexts>;
      const after: SettingsView = { ...before, ...fields, translations, version: before.version + 1 };
      if (after.holidays !== before.holidays) after.holidays = [...new Set(after.holidays)].sort();
      after.business_hours = after.business_hours.map((day) =>
        [...day].sort((a, b) => minutesOfTime(a.open) - minutesOfTime(b.open)),
      );

      const now = clock.now();
      const [row] = await tx
        .update(siteSettings)
        .set({
          companyName: after.company_name,
          emails: after.emails,
          phones: after.phones,
          social: Object.fromEntries(Object.entries(after.social).filter(([, url]) => url)),
          certificationUrl: after.certification_url,
          legalName: after.legal_name,
          legalAddress: after.legal_address,
          registrations: after.registrations,
          taxRateBp: after.tax_rate_bp,
          paymentDelayDays: after.payment_delay_days,
          version: after.version,
          updatedAt: now,
        })
        .where(eq(siteSettings.id, 1))
        .returning();
      for (const locale of LOCALES) {
        if (!textPatch?.[locale]) continue;
        const t = translations[locale];
        const text = {
          tagline: t.tagline,
          address: t.address,
          openingHours: t.opening_hours,
          legalAddress: t.legal_address,
        };
        await saveSettingsTexts(tx, locale, text);
      }
      if (touchesLevels)
        await saveServiceLevels(
          tx,
          {
            calendar: {
              timeZone,
              weeklyHours: Object.fromEntries(
                after.business_hours.map((day, d) => [
                  String(d),
                  day.map((i) => [minutesOfTime(i.open), minutesOfTime(i.close)] as [number, number]),
                ]),
              ),
              holidays: after.holidays,
            },
            targets: {
              firstResponse: after.service_levels.first_response,
              resolution: after.service_levels.resolution,
            },
            dueSoonMinutes: after.service_levels.due_soon_minutes,
            autoCloseDays: after.service_levels.auto_close_days,
          },
          now,
        );
      await audit.record(tx, {
        actor,
        action: 'settings.updated',
        entity: { type: 'site_settings', id: '1' },
        before: auditPicture(before),
        after: auditPicture(after),
      });
      return { row, view: after };
    });
    deps.invalidate();
    if (touchesLevels) await deps.serviceLevelsChanged?.();
    return answer(saved.row, saved.view, locale);
  }

  return { get, save };
}

export type SettingsAdmin = ReturnType<typeof createSettingsAdmin>;
