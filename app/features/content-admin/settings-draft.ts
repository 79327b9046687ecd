import { decimalInput } from '../../../common/format/decimal-input';
import type { Locale } from '../../../common/i18n/languages';
import {
  SETTINGS_TEXT_FIELDS,
  SLA_KINDS,
  SOCIAL_NETWORKS,
  type AdminSettings,
  type OpenInterval,
  type SettingsPatch,
  type SettingsTexts,
  type SlaKind,
  type SocialNetwork,
} from '../../../common/settings/admin';

/** Slots shown per day; a day stored with more shows them all. */
const SLOTS_PER_DAY = 2;

/**
 * What the editor's inputs hold: text as typed. Lists are one item per line, the tax rate is a
 * percentage and the service levels are hours; `toPatch` turns it back into the API's shape, and
 * the server judges every value (a number that does not parse is sent as such and refused there).
 */
export interface SettingsDraft {
  company_name: string;
  emails: string;
  phones: string;
  certification_url: string;
  social: Record<SocialNetwork, string>;
  legal_name: string;
  legal_address: string;
  registrations: string;
  tax_rate_percent: string;
  payment_delay_days: string;
  business_hours: OpenInterval[][];
  holidays: string[];
  first_response_hours: Record<SlaKind, string>;
  resolution_hours: Record<SlaKind, string>;
  due_soon_hours: string;
  auto_close_days: string;
  translations: Record<Locale, SettingsTexts>;
}

/** The editor's inputs for the settings, numbers written with the screen language's decimal mark (`7,5` in French). */
export function toDraft(s: AdminSettings, locale: Locale): SettingsDraft {
  const decimal = (value: number) => decimalInput(String(value), locale);
  const hours = (minutes: number) => decimal(Math.round((minutes / 60) * 100) / 100);
  const perKind = (values: Record<SlaKind, number>) =>
    Object.fromEntries(SLA_KINDS.map((k) => [k, hours(values[k])])) as Record<SlaKind, string>;
  return {
    company_name: s.company_name,
    emails: s.emails.join('\n'),
    phones: s.phones.join('\n'),
    certification_url: s.certification_url,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, s.social[n] ?? ''])) as Record<
      SocialNetwork,
      string
    >,
    legal_name: s.legal_name,
    legal_address: s.legal_address,
    registrations: s.registrations.map((r) => `${r.label}: ${r.value}`).join('\n'),
    tax_rate_percent: decimal(s.tax_rate_bp / 100),
    payment_delay_days: String(s.payment_delay_days),
    business_hours: s.business_hours.map((day) => [
      ...day,
      ...Array.from({ length: Math.max(0, SLOTS_PER_DAY - day.length) }, () => ({ open: '', close: '' })),
    ]),
    holidays: s.holidays,
    first_response_hours: perKind(s.service_levels.first_response),
    resolution_hours: perKind(s.service_levels.resolution),
    due_soon_hours: hours(s.service_levels.due_soon_minutes),
    auto_close_days: String(s.service_levels.auto_close_days),
    translations: s.translations,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
/** A number as typed (a comma as decimal mark too); empty or unreadable: NaN, which the server refuses. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
/** NaN becomes null in JSON: the server answers "enter a number" for that field. */
const scaled = (text: string, factor: number) => {
  const value = numberOf(text) * factor;
  return Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : Number.NaN;
};

export function toPatch(draft: SettingsDraft, version: number): SettingsPatch {
  const kinds = (values: Record<SlaKind, string>) =>
    Object.fromEntries(SLA_KINDS.map((k) => [k, scaled(values[k], 60)])) as Record<SlaKind, number>;
  return {
    version,
    company_name: draft.company_name,
    emails: lines(draft.emails),
    phones: lines(draft.phones),
    certification_url: draft.certification_url.trim(),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, draft.social[n].trim()])),
    legal_name: draft.legal_name,
    legal_address: draft.legal_address,
    registrations: lines(draft.registrations).map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { label: line, value: '' }
        : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    }),
    tax_rate_bp: scaled(draft.tax_rate_percent, 100),
    payment_delay_days: numberOf(draft.payment_delay_days),
    // A slot left empty is no slot; a half-filled one goes to the server, which says what is wrong.
    business_hours: draft.business_hours.map((day) => day.filter((slot) => slot.open || slot.close)),
    holidays: draft.holidays,
    service_levels: {
      first_response: kinds(draft.first_response_hours),
      resolution: kinds(draft.resolution_hours),
      due_soon_minutes: scaled(draft.due_soon_hours, 60),
      auto_close_days: numberOf(draft.auto_close_days),
    },
    translations: draft.translations,
  };
}

/** The texts of one language still empty (the site shows another language's instead). */
export function missingTexts(texts: SettingsTexts): number {
  return SETTINGS_TEXT_FIELDS.filter((f) => !texts[f].trim()).length;
}
