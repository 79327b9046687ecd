import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP fake of the few Stripe endpoints the provider calls (tests only: the edge of the
 * outside world). It keeps objects in memory, replays answers per Idempotency-Key as Stripe does,
 * and logs every request so tests can count provider calls.
 */

type Obj = Record<string, unknown> & { id: string };
export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export async function startFakeStripe() {
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const methods = new Map<string, 'succeeds' | 'authentication_required'>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const requests: LoggedRequest[] = [];
  let failures = 0;
  /** Called when a create request arrives, before it is answered (tests look at our database then). */
  let onCreate: ((req: LoggedRequest) => Promise<void>) | null = null;

  function withIntent(session: Obj, expand: string[]) {
    if (!expand.some((e) => e.startsWith('payment_intent')) || !session.payment_intent) return session;
    const intent = intents.get(session.payment_intent as string)!;
    return {
      ...session,
      payment_intent: expand.includes('payment_intent.latest_charge') ? withCharge(intent) : intent,
    };
  }
  const withCharge = (intent: Obj) => ({
    ...intent,
    latest_charge: intent.latest_charge ? charges.get(intent.latest_charge as string) : null,
  });

  function error(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
    return { status, body: { error: { type, message, ...extra } } };
  }

  function handle(method: string, path: string, p: URLSearchParams): { status: number; body: unknown } {
    const expand = [...p.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session: Obj = {
        id: id('cs'),
        object: 'checkout.session',
        mode: p.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        amount_total:
          Number(p.get('line_items[0][price_data][unit_amount]')) * Number(p.get('line_items[0][quantity]')),
        currency: p.get('line_items[0][price_data][currency]'),
        client_reference_id: p.get('client_reference_id'),
        metadata: { reference: p.get('metadata[reference]') },
        customer: p.get('customer'),
        customer_email: p.get('customer_email'),
        locale: p.get('locale'),
        success_url: p.get('success_url'),
        cancel_url: p.get('cancel_url'),
        payment_intent: null,
        url: '',
        _setupFutureUsage: p.get('payment_intent_data[setup_future_usage]'),
        _intentMetadata: {
          reference: p.get('payment_intent_data[metadata][reference]'),
          kind: p.get('payment_intent_data[metadata][kind]'),
        },
      };
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(m[1]!);
      if (!session)
        return error(404, 'invalid_request_error', 'No such checkout.session', { code: 'resource_missing' });
      if (m[2] && method === 'POST') {
        if (session.status !== 'open')
          return error(
            400,
            'invalid_request_error',
            'Only Checkout Sessions with a status of open can be expired.',
          );
        session.status = 'expired';
      }
      return { status: 200, body: withIntent(session, expand) };
    }
    if ((m = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)) && method === 'GET') {
      const intent = intents.get(m[1]!);
      if (!intent)
        return error(404, 'invalid_request_error', 'No such payment_intent', { code: 'resource_missing' });
      return { status: 200, body: expand.includes('latest_charge') ? withCharge(intent) : intent };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const behaviour = methods.get(p.get('payment_method') ?? '');
      if (!behaviour)
        return error(400, 'invalid_request_error', 'No such PaymentMethod', { code: 'resource_missing' });
      const intent = newIntent({
        amount: Number(p.get('amount')),
        currency: p.get('currency'),
        customer: p.get('customer'),
        payment_method: p.get('payment_method'),
        metadata: { reference: p.get('metadata[reference]'), kind: p.get('metadata[kind]') },
        succeeded: behaviour === 'succeeds',
      });
      if (behaviour === 'succeeds') return { status: 200, body: intent };
      intent.last_payment_error = {
        code: 'authentication_required',
        decline_code: 'authentication_required',
      };
      return error(402, 'card_error', 'This payment requires authentication.', {
        code: 'authentication_required',
        decline_code: 'authentication_required',
        payment_intent: intent,
      });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(p.get('payment_intent') ?? '');
      if (!intent)
        return error(404, 'invalid_request_error', 'No such payment_intent', { code: 'resource_missing' });
      const charge = charges.get(intent.latest_charge as string)!;
      const amount = Number(p.get('amount') ?? charge.amount);
      if ((charge.amount_refunded as number) + amount > (charge.amount as number))
        return error(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount', {
          code: 'amount_too_large',
        });
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund: Obj = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: charge.currency,
        status: 'succeeded',
        payment_intent: intent.id,
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  function newIntent(o: {
    amount: number;
    currency: string | null;
    customer: string | null;
    payment_method: string | null;
    metadata: Record<string, string | null>;
    setup_future_usage?: string | null;
    succeeded: boolean;
  }): Obj {
    const intent: Obj = {
      id: id('pi'),
      object: 'payment_intent',
      amount: o.amount,
      currency: o.currency,
      customer: o.customer,
      payment_method: o.payment_method,
      setup_future_usage: o.setup_future_usage ?? null,
      metadata: o.metadata,
      status: o.succeeded ? 'succeeded' : 'requires_payment_method',
      last_payment_error: null,
      latest_charge: null,
    };
    if (o.succeeded) {
      const charge: Obj = {
        id: id('ch'),
        object: 'charge',
        amount: o.amount,
        currency: o.currency,
        amount_refunded: 0,
        refunded: false,
        payment_intent: intent.id,
        metadata: {},
      };
      charges.set(charge.id, charge);
      intent.latest_charge = charge.id;
    }
    intents.set(intent.id, intent);
    return intent;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(raw);
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const logged = { method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, params };
      requests.push(logged);
      let answer: { status: number; body: unknown };
      if (failures > 0) {
        failures--;
        answer = error(500, 'api_error', 'An unknown error occurred');
      } else if (key && replays.has(key)) {
        answer = replays.get(key)!;
      } else {
        if (req.method === 'POST' && onCreate) await onCreate(logged);
        answer = handle(req.method ?? 'GET', url.pathname, params);
        if (key && req.method === 'POST') replays.set(key, answer);
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    sessions,
    intents,
    refunds,
    /** The next `n` requests answer 500 (Stripe having a bad moment). */
    failNext(n: number) {
      failures = n;
    },
    onCreate(fn: ((req: LoggedRequest) => Promise<void>) | null) {
      onCreate = fn;
    },
    /** The customer pays the session on Stripe's page; returns the completed session and its PaymentIntent. */
    complete(sessionId: string, card: 'succeeds' | 'authentication_required' = 'succeeds') {
      const session = sessions.get(sessionId)!;
      const methodRef = id('pm');
      methods.set(methodRef, card);
      const meta = session._intentMetadata as Record<string, string | null>;
      const intent = newIntent({
        amount: session.amount_total as number,
        currency: session.currency as string,
        customer: (session.customer as string | null) ?? (session._setupFutureUsage ? id('cus') : null),
        payment_method: methodRef,
        setup_future_usage: session._setupFutureUsage as string | null,
        metadata: meta,
        succeeded: true,
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        customer: intent.customer,
      });
      return { session, intent, charge: charges.get(intent.latest_charge as string)! };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A Stripe event around `object`, signed with Stripe's own test helper (as Stripe signs it). */
export function signedStripeEvent(type: string, object: Record<string, unknown>, secret: string, at: Date) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const body = JSON.stringify({
    id: id('evt'),
    object: 'event',
    type,
    created: timestamp,
    livemode: false,
    data: { object: Object.fromEntries(Object.entries(object).filter(([k]) => !k.startsWith('_'))) },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return { body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header } };
}
