import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../../../playwright.config';

/**
 * A real SMTP server for the journeys: the app sends to it, and each message is written as JSON
 * to E2E_MAIL_DIR, where tests read it (see mailbox.ts).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'emballo-e2e-mail-'));
  mkdirSync(dir, { recursive: true });
  process.env.E2E_MAIL_DIR = dir;
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const record = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            // Calendar parts and attached files, as text (a demo's .ics).
            attachments: mail.attachments.map((a) => ({
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
          };
          writeFileSync(join(dir, `${Date.now()}-${n++}.json`), JSON.stringify(record));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
