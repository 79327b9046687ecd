import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Printed in the server log when mail goes to the outbox (e.g. a verification code), never sent. */
  hint?: string;
  headers?: Record<string, string>;
  /** A calendar invitation (RFC 5546): sent as the `text/calendar; method=…` part of the message. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Files sent with the mail (an invoice's PDF), built by the job that sends it. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SendOptions {
  /** `<id@domain>`: the same id on every attempt, so a mail sent twice is recognisably one. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail, opts?: SendOptions): Promise<void>;
  transport: 'smtp' | 'outbox';
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as JSON and its
 * recipient and subject are logged, so the embedded demo works end to end without a mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    // Well under the job lease (JOBS_LEASE_MS), so a hung server fails the attempt before another
    // worker may take the job over.
    const transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      transport: 'smtp',
      async send(mail, sendOpts = {}) {
        await transporter.sendMail({
          messageId: sendOpts.messageId,
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          attachments: mail.attachments,
          icalEvent: mail.calendar,
        });
        opts.logger.info('mail sent', { to: mail.to, subject: mail.subject });
      },
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  return {
    transport: 'outbox',
    async send(mail, sendOpts = {}) {
      mkdirSync(outbox, { recursive: true });
      // Named after the message id when there is one, so a second delivery rewrites the same file.
      const name = sendOpts.messageId
        ? sendOpts.messageId.replace(/[^\w.@-]/g, '')
        : `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const file = join(outbox, `${name}.json`);
      writeFileSync(
        file,
        JSON.stringify(
          {
            from: opts.from,
            messageId: sendOpts.messageId,
            ...mail,
            hint: undefined,
            // The outbox file names its attachments; their bytes stay out of the JSON.
            attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              bytes: content.length,
            })),
          },
          null,
          2,
        ),
      );
      opts.logger.info('mail written to outbox', {
        to: mail.to,
        subject: mail.subject,
        hint: mail.hint,
        file,
      });
    },
  };
}
