import type { Db } from '../../db/types';
import type { Mail, Mailer } from '../../platform/mail';
import type { JobsService } from './service';

export const MAIL_JOB = 'mail.send';

/** The domain of `Name <user@domain>` (or of a bare address), for our Message-IDs. */
export function mailDomain(from: string) {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * Mail through the job queue: `send` writes each mail in the caller's transaction, and the worker
 * delivers it after the commit with the job's id as Message-ID — the same on every attempt.
 */
export function createMailOutbox(deps: { jobs: JobsService; mailer: Mailer; from: string }) {
  const domain = mailDomain(deps.from);
  const messageId = (jobId: string) => `<${jobId}@${domain}>`;

  deps.jobs.define<Mail>(MAIL_JOB, {
    handler: (mail, job) => deps.mailer.send(mail, { messageId: messageId(job.id) }),
    // A sent mail's body (a code, a reset link) is not kept in the database.
    keep: (mail) => ({ to: mail.to, subject: mail.subject }),
    describe: (mail) => `${mail.to}: ${mail.subject}`,
  });

  /** Enqueues the mails with `tx`; returns their job ids. */
  async function send(tx: Db, ...mails: Mail[]) {
    const ids: string[] = [];
    for (const mail of mails) ids.push((await deps.jobs.enqueue(tx, MAIL_JOB, mail))!);
    return ids;
  }

  /** The mail's job, built and not run: for a caller writing it with others in one statement. */
  const sendWrite = (mail: Mail) => deps.jobs.enqueueWrite(MAIL_JOB, mail);

  return { send, sendWrite, messageId };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
