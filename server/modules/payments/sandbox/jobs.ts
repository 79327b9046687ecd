import type { Clock } from '../../../platform/clock';
import type { JobsService } from '../../jobs/service';
import { SANDBOX_WEBHOOK_JOB } from './events';
import { SANDBOX_EXPIRE_JOB } from './provider';
import { SANDBOX_SIGNATURE_HEADER, signPayload } from './signature';
import type { SandboxStore } from './store';

/** How long the sandbox waits for our endpoint before the attempt counts as failed (and is retried). */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The sandbox's background work, through the jobs outbox (ADR-0009): delivering its webhooks over
 * HTTP — signed afresh at each attempt, retried with backoff until the endpoint answers 2xx — and
 * expiring hosted pages nobody paid.
 */
export function defineSandboxJobs(deps: {
  jobs: Pick<JobsService, 'define'>;
  store: SandboxStore;
  clock: Clock;
  secret: string;
  webhookUrl: string;
}) {
  deps.jobs.define<{ body: string }>(SANDBOX_WEBHOOK_JOB, {
    async handler({ body }) {
      const response = await fetch(deps.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'EmballoSandbox/1.0',
          [SANDBOX_SIGNATURE_HEADER]: signPayload(deps.secret, body, deps.clock.now()),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // Read (and drop) the answer so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook endpoint answered ${response.status}`);
    },
    // The event (ids, amounts, status) is kept as sent: it is the sandbox's delivery log.
    describe: ({ body }) => `sandbox webhook ${(JSON.parse(body) as { type?: string }).type ?? ''}`,
  });

  deps.jobs.define<{ id: string }>(SANDBOX_EXPIRE_JOB, {
    async handler({ id }) {
      const row = await deps.store.get(id);
      if (!row || row.expiresAt.getTime() > deps.clock.now().getTime()) return;
      await deps.store.move(id, ['open', 'requires_action'], 'expired', 'checkout.expired', {
        failureReason: 'expired',
      });
    },
  });
}
