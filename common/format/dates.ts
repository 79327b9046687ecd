import { LANGUAGES, type Locale } from '../i18n/languages';

/**
 * The one module that turns an instant into text (ADR-0008). It runs on the server only: the
 * browser's time-zone data can disagree with the server's, so pages and API answers carry the
 * label beside the ISO value and the browser shows that label as it is.
 */

/** How an instant is shown: a long date, a date with its time, or the panel's year\month\day (spec §2). */
export type DateStyle = 'date' | 'dateTime' | 'panel' | 'time' | 'day' | 'dayMonth';

/** An instant as sent to the browser: the machine value and the text to show. */
export interface DateLabel {
  iso: string;
  label: string;
}

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long' },
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  panel: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { timeStyle: 'short' },
  /** A weekday with its date ("Tuesday 15 December 2026"): a demo slot's day. */
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** A day and a short month ("7 déc."): a chart's axis. */
  dayMonth: { day: 'numeric', month: 'short' },
};

// Building an Intl formatter costs far more than using one: one per language, zone and style.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, timeZone: string, style: DateStyle) {
  const key = `${locale}|${timeZone}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGES[locale].intl, { ...OPTIONS[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The text of an instant in the reader's language and the configured zone. */
export function formatDate(
  value: Date | string,
  locale: Locale,
  timeZone: string,
  style: DateStyle = 'date',
) {
  const date = new Date(value);
  const format = formatter(locale, timeZone, style);
  if (style !== 'panel') return format.format(date);
  const parts = format.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}\\${part('month')}\\${part('day')}`;
}

/** An instant with its label, for loaders and API answers. */
export function dateLabel(
  value: Date | string,
  locale: Locale,
  timeZone: string,
  style: DateStyle = 'date',
): DateLabel {
  return { iso: new Date(value).toISOString(), label: formatDate(value, locale, timeZone, style) };
}

/** `T` with a `<key>Label` text beside each of the given date keys. */
export type WithDateLabels<T, K extends keyof T & string> = T & { [P in K as `${P}Label`]: string };

/** Adds a `<key>Label` beside each given date field of a record (ISO string or Date). */
export function withDateLabels<T extends object, K extends keyof T & string>(
  record: T,
  keys: readonly K[],
  locale: Locale,
  timeZone: string,
  style: DateStyle = 'date',
): WithDateLabels<T, K> {
  const labels = Object.fromEntries(
    keys.map((key) => [`${key}Label`, formatDate(record[key] as Date | string, locale, timeZone, style)]),
  );
  return { ...record, ...labels } as WithDateLabels<T, K>;
}

/** The calendar year of an instant in the given zone (the footer's "© 2026"). */
export function yearIn(value: Date, timeZone: string): number {
  return Number(
    formatter('en', timeZone, 'panel')
      .formatToParts(value)
      .find((p) => p.type === 'year')?.value,
  );
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock fields in a zone (not text): for arithmetic such as business hours. */
export function wallClockParts(instant: number | Date, timeZone: string) {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const p of format.formatToParts(new Date(instant)))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The day (YYYY-MM-DD) an instant falls on in `timeZone`, e.g. for a dated file name. */
export function isoLocalDay(value: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(new Date(value))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}
