import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { contactRequests, serviceLevelSettings } from './schema';
import { dueTimes, loadServiceLevels, type ServiceLevels } from './sla';
import { OPEN_REQUEST_STATUSES } from './state-machine';

/**
 * Writes the service levels (the settings editor, ADR-0701) in the caller's transaction, and
 * moves the due times of every open request to what the new hours, holidays and targets give:
 * a due time is stored on the request (ADR-0500), so without this an earlier promise would stand.
 */
export async function saveServiceLevels(tx: Db, levels: ServiceLevels, now: Date): Promise<number> {
  const values = {
    timeZone: levels.calendar.timeZone,
    weeklyHours: levels.calendar.weeklyHours,
    holidays: [...levels.calendar.holidays],
    targets: levels.targets,
    dueSoonMinutes: levels.dueSoonMinutes,
    autoCloseDays: levels.autoCloseDays,
    updatedAt: now,
  };
  await tx
    .insert(serviceLevelSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: serviceLevelSettings.id, set: values });
  const open = await tx
    .select()
    .from(contactRequests)
    .where(
      and(
        inArray(contactRequests.status, [...OPEN_REQUEST_STATUSES]),
        eq(contactRequests.waitingOnCustomer, false),
      ),
    )
    .for('update');
  for (const row of open)
    await tx.update(contactRequests).set(dueTimes(row, levels)).where(eq(contactRequests.id, row.id));
  return open.length;
}

export { loadServiceLevels };
