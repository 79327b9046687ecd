import type { Clock } from '../../../platform/clock';
import { checkCard, type CardField, type CardInput, type CardProblem } from './cards';
import type { SandboxRow, SandboxStore } from './store';

/** Where the browser goes after an action on the hosted page. */
export type HostedOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'invalid'; row: SandboxRow; errors: Partial<Record<CardField, CardProblem>> }
  | { kind: 'expired'; row: SandboxRow }
  | null;

/** `url` with `{CHECKOUT_ID}` filled in (success) and a query parameter added. */
export function withParam(url: string, name: string, value: string) {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

export const successUrlOf = (row: SandboxRow) => row.successUrl.replaceAll('{CHECKOUT_ID}', row.id);
export const cancelUrlOf = (row: SandboxRow, reason: string) => withParam(row.cancelUrl, 'reason', reason);

/**
 * What the customer does on the sandbox's hosted page: pay with a test card, answer the extra
 * step. Every action is a compare-and-set on the sandbox's row; submitting twice (a double click,
 * a reload) finds the row moved and only redirects where the first submission went.
 */
export function createHostedPage(deps: {
  store: SandboxStore;
  clock: Clock;
  stepUrl: (id: string) => string;
}) {
  const { store, clock } = deps;

  /** Where a checkout that is no longer open sends the browser. */
  function destinationOf(row: SandboxRow): HostedOutcome {
    switch (row.status) {
      case 'succeeded':
        return { kind: 'redirect', to: successUrlOf(row) };
      case 'failed':
        return { kind: 'redirect', to: cancelUrlOf(row, row.failureReason ?? 'failed') };
      case 'requires_action':
        return { kind: 'redirect', to: deps.stepUrl(row.id) };
      case 'expired':
        return { kind: 'expired', row };
      default:
        return null;
    }
  }

  /** The checkout as its page shows it; one past its time is expired first. */
  async function load(id: string): Promise<SandboxRow | null> {
    const row = await store.get(id);
    if (!row || row.kind !== 'checkout') return null;
    if ((row.status === 'open' || row.status === 'requires_action') && row.expiresAt <= clock.now()) {
      await store.move(id, ['open', 'requires_action'], 'expired', 'checkout.expired', {
        failureReason: 'expired',
      });
      return store.get(id);
    }
    return row;
  }

  async function pay(id: string, card: CardInput): Promise<HostedOutcome> {
    const row = await load(id);
    if (!row) return null;
    if (row.status !== 'open') return destinationOf(row);
    const checked = checkCard(card, clock.now());
    if (!checked.ok) return { kind: 'invalid', row, errors: checked.errors };
    let moved: SandboxRow | null;
    if (checked.behaviour === 'declined') {
      moved = await store.move(id, ['open'], 'failed', 'checkout.failed', {
        failureReason: 'card_declined',
        cardLast4: checked.last4,
      });
    } else if (checked.behaviour === 'requires_action') {
      moved = await store.move(id, ['open'], 'requires_action', 'checkout.requires_action', {
        cardLast4: checked.last4,
      });
    } else {
      moved = await store.move(
        id,
        ['open'],
        'succeeded',
        'checkout.succeeded',
        { cardLast4: checked.last4 },
        (tx, r) => (r.saveMethod ? store.saveMethod(tx, r, checked.last4, 'succeeds') : Promise.resolve({})),
      );
    }
    return destinationOf(moved ?? (await store.get(id))!);
  }

  /** The extra step (3-D Secure): the customer confirms or refuses. */
  async function answerStep(id: string, decision: 'confirm' | 'refuse'): Promise<HostedOutcome> {
    const row = await load(id);
    if (!row) return null;
    if (row.status !== 'requires_action') return destinationOf(row);
    const moved =
      decision === 'confirm'
        ? await store.move(id, ['requires_action'], 'succeeded', 'checkout.succeeded', {}, (tx, r) =>
            r.saveMethod
              ? store.saveMethod(tx, r, r.cardLast4 ?? '0000', 'authentication_required')
              : Promise.resolve({}),
          )
        : await store.move(id, ['requires_action'], 'failed', 'checkout.failed', {
            failureReason: 'authentication_failed',
          });
    return destinationOf(moved ?? (await store.get(id))!);
  }

  return { load, pay, answerStep, destinationOf };
}

export type HostedPage = ReturnType<typeof createHostedPage>;
