import type { SlaTargets } from './schema';
import type { BusinessCalendar } from './business-hours';

const FIXED_HOLIDAYS = [
  '01-01',
  '01-11',
  '01-14',
  '05-01',
  '07-30',
  '08-14',
  '08-20',
  '08-21',
  '10-31',
  '11-06',
  '11-18',
];
/**
 * The lunar holidays (Eid al-Fitr, Eid al-Adha, 1 Muharram, Mawlid) as announced ahead; the
 * ministry fixes them a few days before by sighting the moon, so the admin corrects them then.
 */
const LUNAR_HOLIDAYS = [
  '2026-03-20',
  '2026-03-21',
  '2026-05-27',
  '2026-05-28',
  '2026-06-16',
  '2026-08-25',
  '2026-08-26',
  '2027-03-10',
  '2027-03-11',
  '2027-05-17',
  '2027-05-18',
  '2027-06-06',
  '2027-08-15',
  '2027-08-16',
];

const NINE_TO_SIX: [number, number][] = [[9 * 60, 18 * 60]];

/** The seeded calendar: Monday to Friday 9–18 in Casablanca, Moroccan public holidays. */
export const DEFAULT_CALENDAR: BusinessCalendar = {
  timeZone: 'Africa/Casablanca',
  weeklyHours: {
    '0': [],
    '1': NINE_TO_SIX,
    '2': NINE_TO_SIX,
    '3': NINE_TO_SIX,
    '4': NINE_TO_SIX,
    '5': NINE_TO_SIX,
    '6': [],
  },
  holidays: [
    ...[2026, 2027, 2028].flatMap((year) => FIXED_HOLIDAYS.map((d) => `${year}-${d}`)),
    ...LUNAR_HOLIDAYS,
  ].sort(),
};

const HOUR = 60;
/** Business minutes per kind: support answers fastest; a custom plan takes longest to settle. */
export const DEFAULT_TARGETS: SlaTargets = {
  firstResponse: { support: 4 * HOUR, sales: 8 * HOUR, custom_plan: 8 * HOUR, demo: 8 * HOUR },
  resolution: { support: 3 * 9 * HOUR, sales: 5 * 9 * HOUR, custom_plan: 10 * 9 * HOUR, demo: 5 * 9 * HOUR },
};

export const DEFAULT_DUE_SOON_MINUTES = 2 * HOUR;
export const DEFAULT_AUTO_CLOSE_DAYS = 7;
