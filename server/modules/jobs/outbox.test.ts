import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../platform/mail';
import { createTestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';
import { pause, waitFor } from '../../test/wait';
import { MAIL_JOB } from './outbox';
import { jobs as jobsTable } from './schema';

type App = Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const testMail = (to: string): Mail => ({
  to,
  subject: `Votre code 123456`,
  text: 'Votre code : 123456',
  html: '<p>123456</p>',
});
const mailsTo = (to: string) => smtp.inbox.filter((m) => m.to.includes(to));

describe('the mail outbox, its worker stopped between commit and send', () => {
  let t: App;
  beforeAll(async () => {
    // A short lease: it runs out by the database's clock, whatever the application clock says.
    t = await createTestApp({ SMTP_URL: smtp.url, JOBS_LEASE_MS: '1500' }, { worker: false });
  });
  afterAll(() => t.close());

  it('delivers a committed mail exactly once after a restart, even when a worker died holding it', async () => {
    const { jobs, outbox, config } = t.services;
    const [id] = await jobs.transaction((tx) => outbox.send(tx, testMail('once@example.test')));
    // Committed, and no worker runs: nothing is sent, nothing is lost.
    await pause(300);
    expect(mailsTo('once@example.test')).toHaveLength(0);
    expect((await jobs.get(id!))?.status).toBe('pending');

    // A worker claims it and its process dies before sending (nothing runs the handler).
    const [claimed] = await jobs.queue.claim('dead-worker', [MAIL_JOB], 10);
    expect(claimed?.id).toBe(id);

    jobs.start();
    // Moving the application clock past the lease does not end it: leases follow the database's clock.
    t.clock.advance(config.JOBS_LEASE_MS * 10);
    await pause(300);
    // Still under the dead worker's lease: the new worker leaves it alone.
    expect(mailsTo('once@example.test')).toHaveLength(0);

    // Once the lease has run out in the database, the mail goes.
    const mail = await smtp.waitForMail('once@example.test');
    expect(mail.headers.get('message-id')).toBe(`<${id}@emballo.example>`);
    await waitFor(async () => (await jobs.get(id!))?.status === 'done');

    // Stop and start again: nothing is sent a second time.
    await jobs.stop();
    jobs.start();
    await pause(400);
    await jobs.stop();
    expect(mailsTo('once@example.test')).toHaveLength(1);
    // The dead worker coming back to mark it sent is refused: it no longer holds the job.
    expect(await jobs.queue.complete(claimed!, 'dead-worker')).toBe(false);
    // Once sent, only the recipient and subject are kept, not the body (a code, a link).
    expect((await jobs.get(id!))?.payload).toEqual({
      to: 'once@example.test',
      subject: 'Votre code 123456',
    });
  });
});

describe('retries', () => {
  let t: App;
  beforeAll(async () => {
    t = await createTestApp(
      { SMTP_URL: smtp.url, JOBS_MAX_ATTEMPTS: '3', JOBS_BACKOFF_MS: '60000' },
      { worker: false },
    );
  });
  afterAll(() => t.close());

  it('backs off exponentially, keeps a failed mail visible, and delivers it when retried', async () => {
    const { jobs, outbox } = t.services;
    smtp.refuse(true);
    try {
      const [id] = await jobs.transaction((tx) => outbox.send(tx, testMail('retry@example.test')));
      const start = t.clock.now().getTime();

      expect(await jobs.drain()).toBe(1);
      let job = await jobs.get(id!);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job!.lastError).toContain('Mailbox busy');
      expect(job!.runAt.getTime()).toBe(start + 60_000);

      // Not before the backoff is over.
      t.clock.advance(59_000);
      expect(await jobs.drain()).toBe(0);
      t.clock.advance(1_000);
      expect(await jobs.drain()).toBe(1);
      job = await jobs.get(id!);
      expect(job).toMatchObject({ status: 'pending', attempts: 2 });
      expect(job!.runAt.getTime()).toBe(t.clock.now().getTime() + 120_000);
      const [waiting] = await jobs.listFailed();
      expect(waiting).toMatchObject({
        id,
        status: 'pending',
        attempts: 2,
        maxAttempts: 3,
        summary: 'retry@example.test: Votre code 123456',
        nextAttemptAt: job!.runAt,
      });

      t.clock.advance(120_000);
      expect(await jobs.drain()).toBe(1);
      // The third attempt was the last: failed, visible, and never tried again on its own.
      t.clock.advance(24 * 60 * 60 * 1000);
      expect(await jobs.drain()).toBe(0);
      const [failed] = await jobs.listFailed();
      expect(failed).toMatchObject({ id, status: 'failed', attempts: 3, nextAttemptAt: null });
      expect(failed!.lastError).toContain('Mailbox busy');
      expect(mailsTo('retry@example.test')).toHaveLength(0);
    } finally {
      smtp.refuse(false);
    }

    const [failed] = await t.services.jobs.listFailed();
    expect(await jobs.retry(failed!.id)).toBe(true);
    expect(await jobs.drain()).toBe(1);
    expect(mailsTo('retry@example.test')).toHaveLength(1);
    expect((await jobs.get(failed!.id))?.status).toBe('done');
    expect(await jobs.listFailed()).toEqual([]);
    // A done job, an unknown id and a malformed one are not retried.
    expect(await jobs.retry(failed!.id)).toBe(false);
    expect(await jobs.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await jobs.retry("x' or 1=1")).toBe(false);
  });

  it('a rolled-back transaction enqueues nothing', async () => {
    const { jobs, outbox, db } = t.services;
    await expect(
      jobs.transaction(async (tx) => {
        await outbox.send(tx, testMail('rolled.back@example.test'));
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    const rows = await db
      .select()
      .from(jobsTable)
      .where(sql`${jobsTable.payload}->>'to' = 'rolled.back@example.test'`);
    expect(rows).toHaveLength(0);
    t.clock.advance(60_000);
    expect(await jobs.drain()).toBe(0);
    await pause(200);
    expect(mailsTo('rolled.back@example.test')).toHaveLength(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/outbox, named by its Message-ID', async () => {
    const t = await createTestApp({}, { worker: false });
    try {
      const { jobs, outbox, config } = t.services;
      const [id] = await jobs.transaction((tx) =>
        outbox.send(tx, { ...testMail('file@example.test'), hint: 'verification code 123456' }),
      );
      expect(await jobs.drain()).toBe(1);
      expect(readdirSync(join(config.dataDir, 'outbox'))).toEqual([`${id}@emballo.example.json`]);
    } finally {
      await t.close();
    }
  });
});

describe('latency', () => {
  it('wakes the worker right after the commit: mail arrives long before the next poll', async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_MS: '60000' });
    try {
      await pause(300); // the worker has polled once and sleeps for a minute
      const started = Date.now();
      const result = await t.services.contact.createRequest({
        kind: 'support',
        fullName: 'Amine Tazi',
        email: 'amine@example.test',
        subject: 'Cartons',
        message: 'Bonjour',
        locale: 'fr',
      });
      expect(result.ok).toBe(true);
      const committed = Date.now();
      await smtp.waitForMail('amine@example.test', () => true, 5_000);
      await smtp.waitForMail(t.services.config.COMPANY_EMAIL, (m) => m.text.includes('Amine Tazi'), 5_000);
      const latency = Date.now() - started;
      console.info(
        `contact request: ${committed - started} ms to commit, ${latency} ms until both mails arrived`,
      );
      // Far under the one-minute poll: the commit woke the worker (a loose bound for busy machines).
      expect(latency).toBeLessThan(10_000);
    } finally {
      await t.close();
    }
  });
});
