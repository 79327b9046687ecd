import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../platform/clock';
import type { JobsService } from '../../jobs/service';
import { enqueueSandboxEvent, type SandboxEventType } from './events';
import { sandboxMethods, sandboxPayments, sandboxRefunds, type SandboxPaymentStatus } from './schema';

export type SandboxRow = typeof sandboxPayments.$inferSelect;

export const SANDBOX_ID = /^sbx_(cs|ch)_[0-9a-f]{32}$/;

export const sandboxId = (prefix: 'cs' | 'ch' | 're' | 'pm' | 'cus') =>
  `sbx_${prefix}_${randomBytes(16).toString('hex')}`;

/**
 * The sandbox's table operations. Every status change is a compare-and-set from the statuses it
 * may leave, and writes its webhook event in the same transaction: one change, one event.
 */
export function createSandboxStore(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'enqueue' | 'transaction'>;
}) {
  const { db, clock, jobs } = deps;

  async function get(id: string, tx: Db = db): Promise<SandboxRow | null> {
    if (!SANDBOX_ID.test(id)) return null;
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row ?? null;
  }

  async function refundedOf(tx: Db, id: string) {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amountMinor}), 0)` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, id));
    return Number(row?.total ?? 0);
  }

  /**
   * Moves `id` from one of `from` to `to` (with `patch`) and enqueues `event`; null when the row
   * was no longer in one of `from` (another request moved it first).
   */
  async function move(
    id: string,
    from: SandboxPaymentStatus[],
    to: SandboxPaymentStatus,
    event: SandboxEventType,
    patch: Partial<Pick<SandboxRow, 'failureReason' | 'cardLast4' | 'customerRef' | 'methodRef'>> = {},
    beforeEvent?: (tx: Db, row: SandboxRow) => Promise<Partial<SandboxRow>>,
  ): Promise<SandboxRow | null> {
    return jobs.transaction(async (tx) => {
      const now = clock.now();
      const [moved] = await tx
        .update(sandboxPayments)
        .set({ ...patch, status: to, updatedAt: now })
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
        .returning();
      if (!moved) return null;
      let row: SandboxRow = moved;
      if (beforeEvent) {
        const more = await beforeEvent(tx, moved);
        if (Object.keys(more).length > 0) {
          const [updated] = await tx
            .update(sandboxPayments)
            .set(more)
            .where(eq(sandboxPayments.id, id))
            .returning();
          row = updated!;
        }
      }
      await enqueueSandboxEvent(jobs, tx, event, row, { amountRefunded: 0, created: now });
      return row;
    });
  }

  /** Saves the paying card for off-session charges (a checkout with saveMethod). */
  async function saveMethod(
    tx: Db,
    row: SandboxRow,
    last4: string,
    offSession: 'succeeds' | 'authentication_required',
  ) {
    const customerRef = row.customerRef ?? sandboxId('cus');
    const methodRef = sandboxId('pm');
    await tx
      .insert(sandboxMethods)
      .values({ id: methodRef, customerRef, last4, offSession, createdAt: clock.now() });
    return { customerRef, methodRef };
  }

  return { get, refundedOf, move, saveMethod };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
