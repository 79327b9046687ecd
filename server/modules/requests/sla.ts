import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { contactRequests, serviceLevelSettings, type SlaTargets } from './schema';
import { addBusinessMinutes, businessMinutesBetween, type BusinessCalendar } from './business-hours';
import {
  DEFAULT_AUTO_CLOSE_DAYS,
  DEFAULT_CALENDAR,
  DEFAULT_DUE_SOON_MINUTES,
  DEFAULT_TARGETS,
} from './defaults';
import { OPEN_REQUEST_STATUSES } from './state-machine';

export interface ServiceLevels {
  calendar: BusinessCalendar;
  targets: SlaTargets;
  dueSoonMinutes: number;
  autoCloseDays: number;
}

type RequestRow = typeof contactRequests.$inferSelect;

/** The site's service levels: the admin's row, else the seeded defaults. */
export async function loadServiceLevels(db: Db): Promise<ServiceLevels> {
  const [row] = await db.select().from(serviceLevelSettings).where(eq(serviceLevelSettings.id, 1));
  if (!row)
    return {
      calendar: DEFAULT_CALENDAR,
      targets: DEFAULT_TARGETS,
      dueSoonMinutes: DEFAULT_DUE_SOON_MINUTES,
      autoCloseDays: DEFAULT_AUTO_CLOSE_DAYS,
    };
  return {
    calendar: { timeZone: row.timeZone, weeklyHours: row.weeklyHours, holidays: row.holidays },
    targets: row.targets,
    dueSoonMinutes: row.dueSoonMinutes,
    autoCloseDays: row.autoCloseDays,
  };
}

/**
 * The due times of a request as it now stands: the target counted in business hours from its
 * filing, pushed back by the business minutes it waited on the customer. Null once met, while
 * paused (waiting on the customer), or when the request is no longer open.
 */
export function dueTimes(
  row: Pick<
    RequestRow,
    'kind' | 'status' | 'createdAt' | 'pausedMinutes' | 'waitingOnCustomer' | 'firstRespondedAt'
  >,
  levels: ServiceLevels,
): { firstResponseDueAt: Date | null; resolutionDueAt: Date | null } {
  if (!OPEN_REQUEST_STATUSES.includes(row.status) || row.waitingOnCustomer)
    return { firstResponseDueAt: null, resolutionDueAt: null };
  const due = (minutes: number | undefined) =>
    minutes === undefined
      ? null
      : addBusinessMinutes(row.createdAt, minutes + row.pausedMinutes, levels.calendar);
  return {
    firstResponseDueAt: row.firstRespondedAt ? null : due(levels.targets.firstResponse[row.kind]),
    resolutionDueAt: due(levels.targets.resolution[row.kind]),
  };
}

type Missed = Partial<Pick<RequestRow, 'firstResponseMissedDueAt' | 'resolutionMissedDueAt'>>;

/**
 * The breaches a change makes final, to store with it: a first response given at or after its
 * due time, and a target still running past its due time when the request leaves the open
 * statuses (done, or called off). Reopening clears the resolution's: its live due time judges again.
 */
export function missedDueTimes(
  current: Pick<RequestRow, 'status' | 'firstRespondedAt' | 'firstResponseDueAt' | 'resolutionDueAt'>,
  next: Pick<RequestRow, 'status' | 'firstRespondedAt'>,
  now: Date,
): Missed {
  const missed: Missed = {};
  const late = (due: Date | null): due is Date => !!due && now >= due;
  const wasOpen = OPEN_REQUEST_STATUSES.includes(current.status);
  const isOpen = OPEN_REQUEST_STATUSES.includes(next.status);
  const answeredNow = !current.firstRespondedAt && !!next.firstRespondedAt;
  const firstDue = current.firstResponseDueAt;
  if (late(firstDue) && !current.firstRespondedAt && (answeredNow || (wasOpen && !isOpen)))
    missed.firstResponseMissedDueAt = firstDue;
  if (wasOpen && !isOpen && late(current.resolutionDueAt))
    missed.resolutionMissedDueAt = current.resolutionDueAt;
  if (!wasOpen && isOpen) missed.resolutionMissedDueAt = null;
  return missed;
}

/** The business minutes a pause lasted, to add to `paused_minutes` when the customer answers. */
export function pauseLength(since: Date | null, now: Date, levels: ServiceLevels): number {
  return since ? businessMinutesBetween(since, now, levels.calendar) : 0;
}
