import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { MailOutbox } from '../jobs/outbox';
import type { JobsService } from '../jobs/service';
import { requestConfirmationMail, requestNoticeMail } from './mails';
import { contactRequests, type RequestKind } from './schema';

/** A request sent with the public contact or demo form, its service already looked up. */
export interface ReceivedRequest {
  kind: RequestKind;
  fullName: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  subject?: string | null;
  message?: string | null;
  service: { id: number; name: string } | null;
  locale: Locale;
  /** The logged-in customer who sent it, if any. */
  customerId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The requests the public forms file (ADR-0102): stored with the sender's confirmation and the
 * company's notice, read back by their unguessable link, listed by their sender.
 */
export function createRequestIntake(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'transaction'>;
  outbox: MailOutbox;
  config: { PUBLIC_URL: string; COMPANY_EMAIL: string };
}) {
  const { db, clock, jobs, outbox, config } = deps;

  async function receive(input: ReceivedRequest): Promise<string> {
    const id = randomUUID();
    const row = {
      id,
      kind: input.kind,
      fullName: input.fullName,
      email: input.email.toLowerCase(),
      phone: input.phone || null,
      company: input.company || null,
      subject: input.subject || null,
      message: input.message || null,
      serviceId: input.service?.id ?? null,
      customerId: input.customerId ?? null,
      locale: input.locale,
      createdAt: clock.now(),
    };
    const data = {
      ...row,
      serviceName: input.service?.name ?? null,
      link: `${config.PUBLIC_URL}/${input.locale}/contact_requests/${id}`,
    };
    // The request and both mails commit together; the worker delivers them (and retries) after.
    await jobs.transaction(async (tx) => {
      await tx.insert(contactRequests).values(row);
      await outbox.send(tx, requestConfirmationMail(data), requestNoticeMail(data, config.COMPANY_EMAIL));
    });
    return id;
  }

  /** A request by its unguessable id; anything that is not a v4 UUID is simply not found. */
  async function byLink(id: string) {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id.toLowerCase()));
    return row ?? null;
  }

  /** Sent while logged in as `user`, or as a visitor from their address; newest first. */
  async function sentBy(user: { id: string; email: string }) {
    return db
      .select()
      .from(contactRequests)
      .where(
        or(
          eq(contactRequests.customerId, user.id),
          and(isNull(contactRequests.customerId), eq(contactRequests.email, user.email.toLowerCase())),
        ),
      )
      .orderBy(desc(contactRequests.createdAt));
  }

  return { receive, byLink, sentBy };
}

export type RequestIntake = ReturnType<typeof createRequestIntake>;
