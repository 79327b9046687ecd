import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp';
import { createLogger } from './logger';
import { createMailer } from './mail';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe('mailer', () => {
  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Emballo <no-reply@emballo.example>',
      dataDir: tmpdir(),
      logger: createLogger('silent'),
    });
    await mailer.send({
      to: 'salma@example.com',
      subject: 'Bienvenue',
      text: 'Votre code : 123456',
      html: '<p>123456</p>',
    });
    const mail = await smtp.waitForMail('salma@example.com');
    expect(mail.subject).toBe('Bienvenue');
    expect(mail.text).toContain('123456');
    expect(mail.from).toBe('no-reply@emballo.example');
  });

  it('writes to DATA_DIR/outbox and logs the recipient and hint when there is no SMTP_URL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'emballo-outbox-'));
    const lines: string[] = [];
    const mailer = createMailer({
      from: 'x@example.com',
      dataDir,
      logger: createLogger('info', {}, (l) => lines.push(l)),
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Code',
      text: 't',
      html: '<p>t</p>',
      hint: 'code 654321',
    });
    const [file] = readdirSync(join(dataDir, 'outbox'));
    expect(JSON.parse(readFileSync(join(dataDir, 'outbox', file!), 'utf8')).to).toBe('a@example.com');
    expect(lines.join('\n')).toContain('code 654321');
  });
});
