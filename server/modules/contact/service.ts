import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { CatalogService } from '../catalog/service';
import type { MailOutbox } from '../jobs/outbox';
import type { JobsService } from '../jobs/service';
import type { ReceivedRequest, RequestIntake } from '../requests/intake';
import { newsletterConfirmMail } from './mails';
import { newsletterSubscribers } from './schema';

/** A request as the public form sends it: the service a demo is asked for still named by its slug. */
export interface NewRequest extends Omit<ReceivedRequest, 'service'> {
  /** The slug of the service a demo is asked for. */
  serviceSlug?: string | null;
}

export function createContactService(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'transaction'>;
  outbox: MailOutbox;
  config: Pick<Config, 'PUBLIC_URL' | 'COMPANY_EMAIL'>;
  catalog: CatalogService;
  /** The requests module stores what the forms send (it owns the requests' tables). */
  intake: Pick<RequestIntake, 'receive' | 'byLink' | 'sentBy'>;
}) {
  const { db, clock, jobs, outbox, config, catalog, intake } = deps;
  const url = (locale: Locale, path: string) => `${config.PUBLIC_URL}/${locale}${path}`;

  async function createRequest(
    input: NewRequest,
  ): Promise<{ ok: true; id: string } | { ok: false; field: 'service' }> {
    let service: { id: number; name: string } | null = null;
    if (input.serviceSlug) {
      const found = await catalog.getService(input.locale, input.serviceSlug);
      if (!found) return { ok: false, field: 'service' };
      service = { id: found.service.id, name: found.service.name };
    }
    const { serviceSlug: _slug, ...request } = input;
    return { ok: true, id: await intake.receive({ ...request, service }) };
  }

  /** A request by its unguessable id; anything that is not a v4 UUID is simply not found. */
  async function getRequest(id: string, locale: Locale) {
    const row = await intake.byLink(id);
    if (!row) return null;
    let serviceName: string | null = null;
    let serviceSlug: string | null = null;
    if (row.serviceId) {
      const services = await catalog.listServices(locale);
      const service = services.find((s) => s.id === row.serviceId);
      serviceName = service?.name ?? null;
      serviceSlug = service?.slug ?? null;
    }
    return {
      id: row.id,
      kind: row.kind,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      company: row.company,
      subject: row.subject,
      message: row.message,
      status: row.status,
      /** Set when filed from an account: then only its owner sees it (ADR-0500). */
      customerId: row.customerId,
      serviceName,
      serviceSlug,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * Double opt-in: a new address is stored as pending and mailed a confirmation link. Asking
   * again changes nothing (no duplicate, no second mail); an address that unsubscribed is told
   * how to come back instead of being re-added behind its back.
   */
  async function subscribe(
    rawEmail: string,
    locale: Locale,
  ): Promise<'subscribed' | 'already' | 'unsubscribed'> {
    const email = rawEmail.trim().toLowerCase();
    const token = randomBytes(24).toString('base64url');
    const inserted = await jobs.transaction(async (tx) => {
      const rows = await tx
        .insert(newsletterSubscribers)
        .values({ email, status: 'pending', token, locale, createdAt: clock.now() })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      if (rows.length > 0) await outbox.send(tx, newsletterMail(email, locale, token));
      return rows;
    });
    if (inserted.length === 0) {
      const [existing] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      return existing?.status === 'unsubscribed' ? 'unsubscribed' : 'already';
    }
    return 'subscribed';
  }

  function newsletterMail(email: string, locale: Locale, token: string) {
    return newsletterConfirmMail({
      to: email,
      locale,
      confirmLink: url(locale, `/newsletter/confirm?token=${token}`),
      unsubscribeLink: url(locale, `/newsletter/unsubscribe?token=${token}`),
    });
  }

  async function findByToken(token: string) {
    if (!/^[\w-]{16,64}$/.test(token)) return null;
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token));
    return row ?? null;
  }

  /** Confirms a pending address; a link of an unsubscribed address does not bring it back. */
  async function confirmSubscription(token: string) {
    const row = await findByToken(token);
    if (!row) return null;
    if (row.status === 'pending')
      await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: clock.now() })
        .where(eq(newsletterSubscribers.id, row.id));
    return row.status === 'unsubscribed' ? 'unsubscribed' : 'confirmed';
  }

  async function unsubscribe(token: string) {
    const row = await findByToken(token);
    if (!row) return null;
    if (row.status !== 'unsubscribed')
      await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: clock.now() })
        .where(eq(newsletterSubscribers.id, row.id));
    return 'unsubscribed' as const;
  }

  /** Coming back from the unsubscribe page: pending again, with a new confirmation mail. */
  async function resubscribe(token: string, locale: Locale) {
    const row = await findByToken(token);
    if (!row) return null;
    if (row.status !== 'unsubscribed') return row.status;
    const fresh = randomBytes(24).toString('base64url');
    await jobs.transaction(async (tx) => {
      // Guarded, so two clicks at once send one confirmation.
      const changed = await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', token: fresh, unsubscribedAt: null, locale })
        .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, 'unsubscribed')))
        .returning({ id: newsletterSubscribers.id });
      if (changed.length > 0) await outbox.send(tx, newsletterMail(row.email, locale, fresh));
    });
    return 'pending' as const;
  }

  /**
   * A customer's own requests (sent while logged in, or as a visitor from their address), newest
   * first. The account pages use `requests.list`, which also requires a confirmed address (ADR-0500).
   */
  async function listRequestsOf(user: { id: string; email: string }) {
    const rows = await intake.sentBy(user);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      subject: r.subject,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function getSubscriber(email: string) {
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email.trim().toLowerCase()));
    return row ?? null;
  }

  return {
    createRequest,
    getRequest,
    subscribe,
    confirmSubscription,
    unsubscribe,
    resubscribe,
    getSubscriber,
    listRequestsOf,
  };
}

export type ContactService = ReturnType<typeof createContactService>;
