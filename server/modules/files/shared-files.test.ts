import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { secondConnection } from '../../test/database';
import * as samples from '../../test/sample-files';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import { customerWithToken } from '../cart/test-helpers';
import { CHUNK_BYTES, createDatabaseStore } from './postgres-store';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/**
 * Two processes of one shop: two apps, each with its own services, connections and DATA_DIR, one
 * database, files in the database (the default with DATABASE_URL; set here so PGlite runs it too).
 */
let a: TestApp;
let b: TestApp;
const env = { FILE_STORE: 'database', RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000' };
beforeAll(async () => {
  a = await createTestApp(env, { worker: false });
  b = await createTestApp(env, { worker: false, database: secondConnection(a.database) });
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DAY_MS = 24 * 3600_000;

describe('files every process can read', () => {
  it('uses a DATA_DIR of its own for each app, and keeps no uploaded bytes in either', async () => {
    expect(a.services.config.dataDir).not.toBe(b.services.config.dataDir);
    expect(a.services.config.fileStore).toBe('database');
  });

  it('serves through one process an attachment of several chunks uploaded through the other, byte-identical', async () => {
    const customer = await customerWithToken(a.services);
    const { id } = (
      await request(a.app)
        .post('/api/requests')
        .set(customer.auth)
        .send({ type: 'support', subject: 'Crushed boxes', comments: 'Three arrived crushed.' })
    ).body.data;
    const text = Buffer.from('Carton 40 × 30 × 20 cm, kraft — قياس الصندوق\n'.repeat(16_000));
    expect(text.length).toBeGreaterThan(2 * CHUNK_BYTES);
    const upload = await request(a.app)
      .post(`/api/requests/${id}/files`)
      .set(customer.auth)
      .attach('files', text, 'dimensions.txt');
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const fileId = upload.body.data[0].id;

    const download = await request(b.app)
      .get(`/api/requests/${id}/files/${fileId}`)
      .set(customer.auth)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });
    expect(download.status).toBe(200);
    expect(sha(download.body as Buffer)).toBe(sha(text));
    for (const app of [a, b]) {
      const dir = join(app.services.config.dataDir, 'private', 'attachments');
      expect((await readdir(dir).catch(() => [])).filter((n) => !n.startsWith('.'))).toEqual([]);
    }
  });

  it('serves through one process a media image uploaded through the other', async () => {
    const who = await newAdmin(a.services);
    const session = await adminLogin(a.app, who, '10.40.0.1');
    const res = await request(a.app)
      .post('/api/admin/media?lang=en')
      .set(session.headers)
      .field('alt_fr', 'Carton')
      .field('alt_en', 'Box')
      .field('alt_ar', 'صندوق')
      .attach('file', await samples.png(900, 600), 'box.png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = res.body.data;
    const fromA = await request(a.app).get(`/media/${id}/320.webp`).buffer(true).expect(200);
    const fromB = await request(b.app).get(`/media/${id}/320.webp`).buffer(true).expect(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sha(fromB.body as Buffer)).toBe(sha(fromA.body as Buffer));
    // A conditional request through the other process: the key names the bytes for good.
    const again = await request(b.app).get(`/media/${id}/320.webp`).set('If-None-Match', fromA.headers.etag!);
    expect(again.status).toBe(304);
    expect(await readdir(join(b.services.config.dataDir, 'media')).catch(() => [])).toEqual([]);
  });

  it('cleans the shared store from either process: day-old files without a row go, the rest stays', async () => {
    const twoDaysAgo = { now: () => new Date(a.clock.now().getTime() - 2 * DAY_MS) };
    const written = createDatabaseStore(a.services.db, twoDaysAgo);
    const orphan = `private/attachments/ab/ab${'0'.repeat(30)}`;
    const orphanImage = 'media/5f0c2b8e-1111-4111-8111-111111111111/320.webp';
    await written.put(orphan, Buffer.from('left behind'));
    await written.put(orphanImage, Buffer.from('left behind'));
    const young = createDatabaseStore(a.services.db, a.clock);
    const youngOrphan = `private/attachments/ab/ab${'1'.repeat(30)}`;
    await young.put(youngOrphan, Buffer.from('still uploading'));

    expect((await b.services.attachments.sweep()).orphans).toBe(1);
    expect(await b.services.media.sweep()).toBe(1);
    expect(await young.get(orphan)).toBeNull();
    expect(await young.get(orphanImage)).toBeNull();
    expect(await young.get(youngOrphan)).not.toBeNull();
  });
});
