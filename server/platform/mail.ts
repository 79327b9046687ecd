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
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
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
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        await transporter.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
        opts.logger.info('mail sent', { to: mail.to, subject: mail.subject });
      },
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  return {
    transport: 'outbox',
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, JSON.stringify({ from: opts.from, ...mail, hint: undefined }, null, 2));
      opts.logger.info('mail written to outbox', {
        to: mail.to,
        subject: mail.subject,
        hint: mail.hint,
        file,
      });
    },
  };
}
