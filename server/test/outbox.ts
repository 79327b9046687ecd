import { and, asc, eq, sql } from 'drizzle-orm';
import { MAIL_JOB } from '../modules/jobs/outbox';
import { jobs } from '../modules/jobs/schema';
import type { Mail } from '../platform/mail';
import type { Services } from '../services';

/** The mails waiting in the outbox for `to`, oldest first. */
export async function outboxMailsTo(services: Services, to: string): Promise<Mail[]> {
  const rows = await services.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_JOB), sql`${jobs.payload}->>'to' = ${to}`))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  return rows.map((row) => row.payload as Mail);
}
