import { inArray, sql, type SQL } from 'drizzle-orm';
import type { RequestQueueFlag, ServiceLevelTargetState } from '../../../common/admin-requests/types';
import { contactRequests as r } from './schema';
import { addBusinessMinutes } from './business-hours';
import type { ServiceLevels } from './sla';
import { OPEN_REQUEST_STATUSES } from './state-machine';

/** "Now" and the end of the "due soon" window, in business minutes from now. */
export interface SlaWindow {
  now: Date;
  soon: Date;
}

export function slaWindow(levels: ServiceLevels, now: Date): SlaWindow {
  return { now, soon: addBusinessMinutes(now, levels.dueSoonMinutes, levels.calendar) };
}

/*
 * THE definition of where a request stands against its service levels (ADR-0500), as SQL so the
 * queue's filters and counts, its rows and the request's panel read the same expression.
 * Per target: met (in time), breached (met late, or still running when the request left the open
 * statuses: the recorded `*_missed_due_at`), overdue / due_soon / on_track (running, against the
 * live due time), paused (waiting on the customer), none (no target applies).
 */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const isOpen = () => inArray(r.status, [...OPEN_REQUEST_STATUSES]);

function running(due: typeof r.firstResponseDueAt | typeof r.resolutionDueAt, w: SlaWindow) {
  return sql`case when ${r.waitingOnCustomer} then 'paused'
    when ${due} is null then 'none'
    when ${due} <= ${at(w.now)} then 'overdue'
    when ${due} <= ${at(w.soon)} then 'due_soon'
    else 'on_track' end`;
}

export function firstResponseState(w: SlaWindow): SQL<ServiceLevelTargetState> {
  return sql<ServiceLevelTargetState>`(case when ${r.firstResponseMissedDueAt} is not null then 'breached'
    when ${r.firstRespondedAt} is not null then 'met'
    when not ${isOpen()} then 'none'
    else ${running(r.firstResponseDueAt, w)} end)`;
}

export function resolutionState(w: SlaWindow): SQL<ServiceLevelTargetState> {
  return sql<ServiceLevelTargetState>`(case when ${isOpen()} then ${running(r.resolutionDueAt, w)}
    when ${r.resolutionMissedDueAt} is not null then 'breached'
    when ${r.resolvedAt} is not null then 'met'
    else 'none' end)`;
}

/** The queue's live flag: the most urgent of the two targets' running states. */
export function queueFlag(w: SlaWindow): SQL<RequestQueueFlag> {
  const first = firstResponseState(w);
  const resolution = resolutionState(w);
  const either = (state: ServiceLevelTargetState) => sql`(${first} = ${state} or ${resolution} = ${state})`;
  return sql<RequestQueueFlag>`(case when ${either('overdue')} then 'overdue'
    when ${either('due_soon')} then 'due_soon'
    when ${either('paused')} then 'paused'
    else 'ok' end)`;
}

/** A target was missed: met late, or left running past its due time. */
export function breached(w: SlaWindow): SQL<boolean> {
  return sql<boolean>`(${firstResponseState(w)} = 'breached' or ${resolutionState(w)} = 'breached')`;
}

/** The queue's `?sla=` filter, by the same expressions the rows show. */
export function slaFilter(filter: RequestQueueFlag | 'breached', w: SlaWindow): SQL {
  return filter === 'breached' ? breached(w) : sql`${queueFlag(w)} = ${filter}`;
}
