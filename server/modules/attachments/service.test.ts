import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttachmentOwner } from '../../../common/attachments/types';
import { createLogger } from '../../platform/logger';
import { createTestApp } from '../../test/app';
import * as samples from '../../test/sample-files';
import { pause } from '../../test/wait';
import { createDiskStore } from '../files/disk-store';
import { createJobsService } from '../jobs/service';
import { contactRequests } from '../requests/schema';
import { isAttachmentError, type AttachmentError, type AttachmentProblem } from './errors';
import { attachments as attachmentsTable } from './schema';
import { createAttachmentsService, type AttachmentsService, type OpenedAttachment } from './service';

const MAX_BYTES = 256 * 1024;
let t: Awaited<ReturnType<typeof createTestApp>>;
let attachments: AttachmentsService;
let root: string;
let uploaderId: string;
let n = 0;
/** A fresh owner per test, so counts never leak between tests. */
let owner: AttachmentOwner;

beforeAll(async () => {
  // These tests read the disk layout (ADR-0302/0702): the disk driver, on PostgreSQL too;
  // the shared store has its own tests (server/modules/files).
  t = await createTestApp(
    { ATTACHMENTS_MAX_BYTES: String(MAX_BYTES), ATTACHMENTS_MAX_FILES: '10', FILE_STORE: 'disk' },
    { worker: false },
  );
  attachments = t.services.attachments;
  root = join(t.services.config.dataDir, 'private', 'attachments');
  uploaderId = (
    await t.services.accounts.ensureAdmin({ email: 'files@example.test', password: 'admin passphrase 42' })
  ).id;
});
afterAll(() => t.close());
beforeEach(() => {
  owner = { ownerKind: 'order', ownerId: `order-${++n}` };
});

/** Every file under the attachments folder (staging and incoming included), relative to it. */
async function filesOnDisk(dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesOnDisk(path)));
    else found.push(relative(root, path));
  }
  return found;
}

const rowsOf = (o: AttachmentOwner) => attachments.list(o);

/** The stored bytes of an opened attachment, read through the file store. */
async function storedBytes(opened: OpenedAttachment | null): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of (await opened!.read())!.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The owner's upload of that batch, by the uploader. */
const storeBatch = (files: Parameters<typeof attachments.store>[0]['files']) =>
  attachments.store({ ...owner, uploaderId, files });
/** What the owner's upload of that batch was refused for. */
const refusedBatch = (files: Parameters<typeof attachments.store>[0]['files']) => refusal(storeBatch(files));

async function refusal(promise: Promise<unknown>): Promise<AttachmentProblem[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAttachmentError(error)) throw error;
  return error.details.problems;
}

describe('store: each accepted type', () => {
  it('stores JPEG, PNG, WebP, GIF (as PNG), PDF, text and CSV privately, named by a random key', async () => {
    const before = await filesOnDisk();
    const files = [
      { name: 'photo.jpg', bytes: await samples.jpegWithGps() },
      { name: 'logo.png', bytes: await samples.png() },
      { name: 'mockup.webp', bytes: await samples.webp() },
      { name: 'anim.gif', bytes: await samples.gif() },
      { name: 'devis.pdf', bytes: samples.pdf() },
      { name: 'notes.txt', bytes: samples.text() },
      { name: 'stock.csv', bytes: samples.csv() },
    ];
    const saved = await attachments.store({ ...owner, uploaderId, files });
    expect(saved.map((s) => [s.name, s.media_type])).toEqual([
      ['photo.jpg', 'image/jpeg'],
      ['logo.png', 'image/png'],
      ['mockup.webp', 'image/webp'],
      ['anim.png', 'image/png'],
      ['devis.pdf', 'application/pdf'],
      ['notes.txt', 'text/plain'],
      ['stock.csv', 'text/csv'],
    ]);
    expect(await rowsOf(owner)).toEqual(saved);

    const rows = await t.services.db
      .select()
      .from(attachmentsTable)
      .where(eq(attachmentsTable.ownerId, owner.ownerId));
    const added = (await filesOnDisk()).filter((f) => !before.includes(f));
    expect(added.sort()).toEqual(rows.map((r) => join(r.storageKey.slice(0, 2), r.storageKey)).sort());
    for (const row of rows) {
      expect(row.storageKey).toMatch(/^[0-9a-f]{32}$/);
      expect(row.uploaderId).toBe(uploaderId);
      const bytes = await readFile(join(root, row.storageKey.slice(0, 2), row.storageKey));
      expect(bytes.length).toBe(row.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
      expect((await stat(join(root, row.storageKey.slice(0, 2), row.storageKey))).mode & 0o777).toBe(0o600);
    }
    // Text and PDF are kept byte for byte; the GIF really became a PNG.
    const byName = (name: string) => rows.find((r) => r.fileName === name)!;
    const pathOf = (name: string) => join(root, byName(name).storageKey.slice(0, 2), byName(name).storageKey);
    expect(await readFile(pathOf('stock.csv'))).toEqual(samples.csv());
    expect(await readFile(pathOf('devis.pdf'))).toEqual(samples.pdf());
    expect((await sharp(await readFile(pathOf('anim.png'))).metadata()).format).toBe('png');
  });

  it('takes files from disk as the multipart reader leaves them', async () => {
    const path = join(t.services.config.dataDir, 'upload.tmp');
    await writeFile(path, samples.pdf());
    const [saved] = await attachments.store({ ...owner, uploaderId: null, files: [{ name: 'scan', path }] });
    expect(saved).toMatchObject({
      name: 'scan.pdf',
      media_type: 'application/pdf',
      size: samples.pdf().length,
    });
  });
});

describe('store: images come out re-encoded, upright and without metadata', () => {
  it('drops EXIF (camera, GPS position) and applies the orientation', async () => {
    const input = await samples.jpegWithGps();
    const meta = await sharp(input).metadata();
    // The sample really carries what must go: a GPS IFD pointer (tag 0x8825) and the camera make.
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(meta.exif?.toString('latin1')).toContain('PhoneCo');

    const [saved] = await storeBatch([{ name: 'IMG_2041.JPG', bytes: input }]);
    const opened = await attachments.open(saved!.id, owner);
    const stored = await storedBytes(opened);
    const out = await sharp(stored).metadata();
    expect(out.format).toBe('jpeg');
    expect(out.exif).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect(out.iptc).toBeUndefined();
    expect(out.orientation).toBeUndefined();
    // 4×2 turned by 90°: 2×4.
    expect([out.width, out.height]).toEqual([2, 4]);
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses an image that declares more pixels than allowed, before decoding it', async () => {
    const jobs = createJobsService({
      db: t.services.db,
      clock: t.clock,
      logger: createLogger('silent'),
      options: { pollMs: 1000, maxAttempts: 1, backoffMs: 1000, leaseMs: 1000 },
    });
    const strict = createAttachmentsService({
      db: t.services.db,
      clock: t.clock,
      jobs,
      dataDir: t.services.config.dataDir,
      files: createDiskStore(t.services.config.dataDir),
      limits: { maxBytes: MAX_BYTES, maxFiles: 10, maxPixels: 1_000_000 },
    });
    // 2000×2000 of one colour: a few kilobytes that would unpack to 16 MB.
    const bomb = await samples.png(2000, 2000);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const before = await filesOnDisk();
    expect(
      await refusal(strict.store({ ...owner, uploaderId, files: [{ name: 'big.png', bytes: bomb }] })),
    ).toEqual([{ code: 'too_many_pixels', name: 'big.png', maxPixels: 1_000_000 }]);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a damaged image: right signature, garbage after', async () => {
    const jpeg = await samples.jpegWithGps();
    const broken = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 0x41)]);
    expect(await refusedBatch([{ name: 'x.jpg', bytes: broken }])).toEqual([
      { code: 'unreadable', name: 'x.jpg' },
    ]);
    expect(await rowsOf(owner)).toEqual([]);
  });
});

describe('store: refusals write nothing', () => {
  it('refuses disguised files, naming each one: HTML or an executable called photo.jpg, HTML called .pdf', async () => {
    const before = await filesOnDisk();
    const problems = await refusedBatch([
      { name: 'photo.jpg', bytes: samples.html() },
      { name: 'holiday.jpg', bytes: samples.exe() },
      { name: 'facture.pdf', bytes: samples.html() },
      { name: 'logo.png', bytes: samples.svg() },
    ]);
    expect(problems).toEqual([
      { code: 'not_accepted', name: 'photo.jpg' },
      { code: 'not_accepted', name: 'holiday.jpg' },
      { code: 'not_accepted', name: 'facture.pdf' },
      { code: 'not_accepted', name: 'logo.png' },
    ]);
    expect(await rowsOf(owner)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a real file whose name claims another type: a PDF named .png, a JPEG named .pdf, text named .jpg', async () => {
    const problems = await refusedBatch([
      { name: 'photo.png', bytes: samples.pdf() },
      { name: 'contrat.pdf', bytes: await samples.jpegWithGps() },
      { name: 'image.jpg', bytes: samples.text() },
    ]);
    expect(problems).toEqual([
      { code: 'name_mismatch', name: 'photo.png', found: 'application/pdf' },
      { code: 'name_mismatch', name: 'contrat.pdf', found: 'image/jpeg' },
      { code: 'name_mismatch', name: 'image.jpg', found: 'text/plain' },
    ]);
  });

  it('a batch with one bad file writes none of the good ones', async () => {
    const before = await filesOnDisk();
    const problems = await refusedBatch([
      { name: 'a.png', bytes: await samples.png() },
      { name: 'b.pdf', bytes: samples.pdf() },
      { name: 'c.jpg', bytes: await samples.jpegWithGps() },
      { name: 'evil.jpg', bytes: samples.exe() },
    ]);
    expect(problems).toEqual([{ code: 'not_accepted', name: 'evil.jpg' }]);
    expect(await rowsOf(owner)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('a damaged image found while re-encoding removes the files already staged for the batch', async () => {
    const before = await filesOnDisk();
    const broken = Buffer.concat([(await samples.png()).subarray(0, 40), Buffer.alloc(100, 1)]);
    await refusedBatch([
      { name: 'ok.pdf', bytes: samples.pdf() },
      { name: 'ok.png', bytes: await samples.png() },
      { name: 'broken.png', bytes: broken },
    ]);
    expect(await filesOnDisk()).toEqual(before);
    expect(await rowsOf(owner)).toEqual([]);
  });

  it('refuses an oversized file and an empty one, with the limit', async () => {
    const problems = await refusedBatch([
      { name: 'big.txt', bytes: Buffer.alloc(MAX_BYTES + 1, 'a') },
      { name: 'empty.txt', bytes: Buffer.alloc(0) },
    ]);
    expect(problems).toEqual([
      { code: 'too_large', name: 'big.txt', maxBytes: MAX_BYTES },
      { code: 'empty', name: 'empty.txt' },
    ]);
    // Exactly at the limit is allowed.
    await storeBatch([{ name: 'max.txt', bytes: Buffer.alloc(MAX_BYTES, 'a') }]);
  });

  it('refuses an empty batch', async () => {
    expect(await refusedBatch([])).toEqual([{ code: 'no_files' }]);
  });
});

describe('store: count limit per owner', () => {
  const pdfs = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `p${i}.pdf`, bytes: samples.pdf() }));

  it('allows up to 10 files per owner, then refuses with how many are there', async () => {
    await storeBatch(pdfs(9));
    expect(await refusedBatch(pdfs(2))).toEqual([{ code: 'owner_full', maxFiles: 10, existing: 9 }]);
    await storeBatch(pdfs(1));
    expect(await attachments.count(owner)).toBe(10);
    expect(await refusedBatch(pdfs(11))).toEqual([{ code: 'too_many', maxFiles: 10 }]);
    // Another owner kind with the same id is another owner.
    await attachments.store({ ownerKind: 'request', ownerId: owner.ownerId, uploaderId, files: pdfs(1) });
  });

  it('two uploads at once cannot pass the limit together (the owner is locked while counting)', async () => {
    const before = await filesOnDisk();
    const results = await Promise.allSettled([storeBatch(pdfs(6)), storeBatch(pdfs(6)), storeBatch(pdfs(6))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r.reason as AttachmentError).details.problems[0]).toMatchObject({
        code: 'owner_full',
        existing: 6,
      });
    expect(await attachments.count(owner)).toBe(6);
    // The refused uploads left no file behind.
    expect((await filesOnDisk()).length - before.length).toBe(6);
  });

  it('an upload waits for another one still in its transaction, then counts its files', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstStored!: () => void;
    const stored = new Promise<void>((resolve) => (firstStored = resolve));
    const first = attachments.transaction(async (tx) => {
      const saved = await attachments.store({ ...owner, uploaderId, files: pdfs(6) }, tx);
      firstStored();
      await gate;
      return saved;
    });
    await stored;
    // Uncommitted, the first upload's rows are invisible to the second one's count: only the
    // lock on the owner makes it wait (without it, both would commit: 12 files).
    const second = storeBatch(pdfs(6)).then(
      () => 'stored',
      (e: AttachmentError) => e.details.problems[0]?.code,
    );
    await pause(300);
    release();
    expect(await first).toHaveLength(6);
    expect(await second).toBe('owner_full');
    expect(await attachments.count(owner)).toBe(6);
  });
});

describe('store inside a caller’s transaction', () => {
  it('a rolled-back transaction leaves no row and no file', async () => {
    const before = await filesOnDisk();
    await expect(
      attachments.transaction(async (tx) => {
        await attachments.store(
          { ...owner, uploaderId, files: [{ name: 'a.png', bytes: await samples.png() }] },
          tx,
        );
        // The caller's own write fails after the files were stored.
        await tx.insert(contactRequests).values({
          id: 'not-a-uuid',
          kind: 'sales',
          fullName: 'x',
          email: 'x@example.test',
          locale: 'en',
          createdAt: t.clock.now(),
        });
      }),
    ).rejects.toThrow();
    expect(await rowsOf(owner)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('a committed transaction keeps both', async () => {
    const saved = await attachments.transaction((tx) =>
      attachments.store({ ...owner, uploaderId, files: [{ name: 'a.txt', bytes: samples.text() }] }, tx),
    );
    expect(await rowsOf(owner)).toEqual(saved);
    expect(await storedBytes(await attachments.open(saved[0]!.id, owner))).toEqual(
      Buffer.from(samples.text()),
    );
  });
});

describe('a batch prepared before the caller’s transaction', () => {
  it('is checked and re-encoded outside, stored inside, and removed if the transaction rolls back', async () => {
    const before = await filesOnDisk();
    // Refusals come from prepare, before any transaction exists.
    expect(await refusal(attachments.prepare([{ name: 'x.jpg', bytes: samples.exe() }]))).toEqual([
      { code: 'not_accepted', name: 'x.jpg' },
    ]);
    const batch = await attachments.prepare([
      { name: 'a.png', bytes: await samples.png() },
      { name: 'b.pdf', bytes: samples.pdf() },
    ]);
    await expect(
      attachments.transaction(async (tx) => {
        await attachments.store({ ...owner, uploaderId, files: batch }, tx);
        throw new Error('the comment could not be saved');
      }),
    ).rejects.toThrow('the comment could not be saved');
    expect(await rowsOf(owner)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);

    const again = await attachments.prepare([{ name: 'c.png', bytes: await samples.png() }]);
    const saved = await attachments.transaction((tx) =>
      attachments.store({ ...owner, uploaderId, files: again }, tx),
    );
    expect(saved.map((s) => s.name)).toEqual(['c.png']);
    // A batch belongs to one owner only.
    await expect(storeBatch(again)).rejects.toThrow('already stored');
  });

  it('leaves nothing once discarded', async () => {
    const before = await filesOnDisk();
    const batch = await attachments.prepare([{ name: 'a.txt', bytes: samples.text() }]);
    expect((await filesOnDisk()).length).toBe(before.length + 1);
    await attachments.discard(batch);
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe('open and list', () => {
  it('finds a file only for its owner; a malformed, unknown or foreign id is null alike', async () => {
    const [saved] = await storeBatch([{ name: 'n.txt', bytes: samples.text() }]);
    expect(await attachments.open(saved!.id, owner)).toMatchObject({ id: saved!.id, name: 'n.txt' });
    expect(await attachments.open(saved!.id.toUpperCase(), owner)).toMatchObject({ id: saved!.id });
    expect(await attachments.open(saved!.id, { ownerKind: 'order', ownerId: 'someone-else' })).toBeNull();
    expect(await attachments.open(saved!.id, { ownerKind: 'request', ownerId: owner.ownerId })).toBeNull();
    expect(await attachments.open('00000000-0000-4000-8000-000000000000', owner)).toBeNull();
    expect(await attachments.open('abc', owner)).toBeNull();
    expect(await attachments.open("1' or '1'='1", owner)).toBeNull();
  });
});

describe('sweep', () => {
  it('removes day-old files that no row names and old leftovers, and keeps the rest', async () => {
    const [kept] = await storeBatch([{ name: 'k.txt', bytes: samples.text() }]);
    const [keptRow] = await t.services.db
      .select()
      .from(attachmentsTable)
      .where(eq(attachmentsTable.id, kept!.id));
    const keptPath = join(root, keptRow!.storageKey.slice(0, 2), keptRow!.storageKey);
    const orphan = join(root, 'ab', 'ab' + '0'.repeat(30));
    const youngOrphan = join(root, 'ab', 'ab' + '1'.repeat(30));
    const leftover = join(root, '.incoming', 'c'.repeat(32));
    for (const path of [orphan, youngOrphan, leftover]) {
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, 'x');
    }
    const now = t.clock.now().getTime();
    const old = new Date(now - 2 * 24 * 3600_000);
    for (const path of [orphan, leftover, keptPath]) await utimes(path, old, old);
    const recent = new Date(now - 3600_000);
    await utimes(youngOrphan, recent, recent);

    expect(await attachments.sweep()).toEqual({ orphans: 1, leftovers: 1 });
    const left = await filesOnDisk();
    expect(left).toContain(relative(root, keptPath));
    expect(left).toContain(relative(root, youngOrphan));
    expect(left).not.toContain(relative(root, orphan));
    expect(left).not.toContain(relative(root, leftover));
  });
});
