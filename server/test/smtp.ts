import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** Attached files (an invoice's PDF), as received. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server in the test process: the app sends over SMTP and the test reads what arrived. */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits (up to timeoutMs) for a mail to `to` that matches, and returns it. */
  async function waitForMail(
    to: string,
    match: (m: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = inbox.find((m) => m.to.includes(to.toLowerCase()) && match(m));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    waitForMail,
    /** While true, every recipient is refused with a temporary error (a mail server having a bad day). */
    refuse(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
