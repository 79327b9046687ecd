import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app';
import { rowsOf } from '../../test/database';
import type { Services } from '../../services';
import type { StartCheckoutInput } from './checkout';
import type { PaymentChange } from './registry';
import { SANDBOX_WEBHOOK_JOB } from './sandbox/events';
import { SANDBOX_SIGNATURE_HEADER, signPayload } from './sandbox/signature';
import { jobs } from '../jobs/schema';

/** The purpose the tests pay for; its handler records every change it is given. */
export const TEST_PURPOSE = 'test-order';

/** Registers a result handler that records the changes (what the orders module will do for "order"). */
export function recordResults(services: Services) {
  const changes: PaymentChange[] = [];
  services.payments.onResult(TEST_PURPOSE, async (_tx, change) => {
    changes.push(change);
  });
  return changes;
}

export function checkoutInput(overrides: Partial<StartCheckoutInput> = {}): StartCheckoutInput {
  return {
    idempotencyKey: `key-${randomUUID()}`,
    purpose: TEST_PURPOSE,
    purposeId: randomUUID(),
    customerId: null,
    amount: { minor: 24905, currency: 'MAD' },
    description: 'Commande 2026-000123',
    customerEmail: 'salma@example.test',
    locale: 'fr',
    successUrl: 'http://shop.test/fr/checkout/done?session={CHECKOUT_ID}',
    cancelUrl: 'http://shop.test/fr/checkout/payment',
    saveMethod: false,
    ...overrides,
  };
}

/**
 * The test app on a real port, so the sandbox's webhooks travel over HTTP to our own endpoint as
 * in production (PUBLIC_URL, and so the webhook URL, point at it).
 */
export async function listeningTestApp(env: Record<string, string> = {}, opts: { worker?: boolean } = {}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ctx = await createTestApp({ PUBLIC_URL: base, ...env }, opts);
  server.on('request', ctx.app);
  return {
    ...ctx,
    base,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.close();
    },
  };
}

/** How many rows a table has (optionally matching a where clause). */
export async function countRows(services: Services, table: string, where = 'true') {
  const result = await services.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** The sandbox webhooks waiting in the outbox (not yet delivered), oldest first. */
export async function pendingSandboxEvents(services: Services) {
  const rows = await services.db
    .select()
    .from(jobs)
    .where(eq(jobs.name, SANDBOX_WEBHOOK_JOB))
    .orderBy(jobs.createdAt);
  return rows.filter((r) => r.status === 'pending').map((r) => (r.payload as { body: string }).body);
}

/** A body signed as the sandbox signs it, at `at` (default: the application clock). */
export function sandboxSigned(services: Services, body: string, at = services.clock.now()) {
  return {
    'Content-Type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signPayload(services.config.sandboxSecret, body, at),
  };
}
