import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface E2EMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { contentType: string; content: string }[];
}

/** Waits for a mail to `to` (received by the journeys' SMTP server) that matches, and returns it. */
export async function waitForMail(
  to: string,
  match: (m: E2EMail) => boolean = () => true,
  timeoutMs = 15_000,
) {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the Playwright global setup did not run');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readdirSync(dir)
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as E2EMail);
    const found = mails.reverse().find((m) => m.to.includes(to.toLowerCase()) && match(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
