import { createHash } from 'node:crypto';
import { isolateLeftToRight } from '../../../common/i18n/bidi';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentOwner } from '../../../common/attachments/types';
import { createTestApp } from '../../test/app';
import * as samples from '../../test/sample-files';
import { waitFor } from '../../test/wait';
import { isAttachmentError } from './errors';
import { ATTACHMENT_CSP, sendAttachment, sendAttachmentError, sendNotFound } from './http';
import { receiveUploads, uploadsOf } from './multipart';

const MAX_BYTES = 1024 * 1024;
const MAX_FILES = 3;
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: http.Server;
let port: number;
let root: string;

/**
 * A tiny app that mounts the module's own HTTP parts as the orders and requests APIs will: an
 * upload route (multipart → store) and a download route behind an owner check. "Owners" whose
 * id starts with "mine-" belong to the caller; any other id is someone else's.
 */
function uploadApp() {
  const { attachments } = t.services;
  const app = express();
  const ownerOf = (id: string): AttachmentOwner | null =>
    id.startsWith('mine-') ? { ownerKind: 'order', ownerId: id } : null;
  app.post(
    '/orders/:id/files',
    (req, res, next) => (ownerOf(String(req.params.id)) ? next() : sendNotFound(req, res)),
    receiveUploads(attachments),
    async (req, res) => {
      const owner = ownerOf(String(req.params.id))!;
      try {
        const saved = await attachments.store({ ...owner, uploaderId: null, files: uploadsOf(res).files });
        res.status(201).json({ data: saved, fields: uploadsOf(res).fields });
      } catch (error) {
        if (isAttachmentError(error)) return sendAttachmentError(req, res, error);
        throw error;
      }
    },
  );
  app.get('/orders/:id/files/:fileId', async (req, res) => {
    const owner = ownerOf(String(req.params.id));
    if (!owner) return sendNotFound(req, res);
    await sendAttachment(req, res, await attachments.open(String(req.params.fileId), owner));
  });
  return app;
}

beforeAll(async () => {
  // These tests read the disk layout (ADR-0302/0702): the disk driver, on PostgreSQL too;
  // the shared store has its own tests (server/modules/files).
  t = await createTestApp(
    {
      ATTACHMENTS_MAX_BYTES: String(MAX_BYTES),
      ATTACHMENTS_MAX_FILES: String(MAX_FILES),
      FILE_STORE: 'disk',
    },
    { worker: false },
  );
  root = join(t.services.config.dataDir, 'private', 'attachments');
  server = uploadApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const agent = () => request(`http://127.0.0.1:${port}`);
const incoming = () => readdir(join(root, '.incoming')).catch(() => [] as string[]);
const stored = async () => {
  const prefixes = (await readdir(root).catch(() => [] as string[])).filter((p) => /^[0-9a-f]{2}$/.test(p));
  return (await Promise.all(prefixes.map((p) => readdir(join(root, p))))).flat();
};

describe('upload through multipart', () => {
  it('stores the files of a form with its fields, and removes the temporary files after answering', async () => {
    const res = await agent()
      .post('/orders/mine-1/files')
      .field('note', 'logo pour la boîte')
      .field('__proto__', 'x')
      .attach('files', await samples.jpegWithGps(), 'صورة.jpg')
      .attach('files', samples.pdf(), { filename: 'devis.pdf', contentType: 'image/png' })
      .expect(201);
    expect(res.body.data.map((f: { name: string; media_type: string }) => [f.name, f.media_type])).toEqual([
      ['صورة.jpg', 'image/jpeg'],
      // The browser's claimed type is ignored: the content decides.
      ['devis.pdf', 'application/pdf'],
    ]);
    expect(res.body.fields).toEqual({ note: 'logo pour la boîte', ['__proto__']: 'x' });
    await waitFor(async () => (await incoming()).length === 0, 5000, 'temporary files removed');
  });

  it('ignores an empty file input (a part with no name and no bytes)', async () => {
    const res = await agent()
      .post('/orders/mine-2/files')
      .attach('files', Buffer.alloc(0), '')
      .attach('files', samples.text(), 'notes.txt')
      .expect(201);
    expect(res.body.data).toHaveLength(1);
  });

  it('refuses a disguised file with a 422 naming it, in the request’s language, writing nothing', async () => {
    const before = await stored();
    const res = await agent()
      .post('/orders/mine-3/files')
      .set('Accept-Language', 'fr')
      .attach('files', samples.pdf(), 'ok.pdf')
      .attach('files', samples.html(), 'photo.jpg')
      .expect(422);
    expect(res.body).toEqual({
      message: expect.stringContaining('« photo.jpg » n’est pas un type de fichier accepté'),
      errors: { files: [res.body.message] },
    });
    expect(await stored()).toEqual(before);
    expect(await t.services.attachments.list({ ownerKind: 'order', ownerId: 'mine-3' })).toEqual([]);
    await waitFor(async () => (await incoming()).length === 0, 5000, 'temporary files removed');
  });

  it('says in Arabic that a name lies about its content', async () => {
    const res = await agent()
      .post('/orders/mine-3/files')
      .set('Accept-Language', 'ar')
      .attach('files', samples.pdf(), 'photo.png')
      .expect(422);
    expect(res.body.message).toBe(
      isolateLeftToRight(
        'الملف «photo.png» ليس كما يدل عليه اسمه: محتواه مستند PDF. أعد تسميته أو اختر ملفًا آخر.',
      ),
    );
  });

  it('refuses more files than allowed in one upload with a 422', async () => {
    const req = agent().post('/orders/mine-4/files').set('Accept-Language', 'en');
    for (let i = 0; i <= MAX_FILES; i++) req.attach('files', samples.text(), `n${i}.txt`);
    const res = await req.ok(() => true);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`You can send at most ${MAX_FILES} files at once.`);
    expect(await t.services.attachments.list({ ownerKind: 'order', ownerId: 'mine-4' })).toEqual([]);
  });

  it('refuses a body that is not multipart, and files under another field name', async () => {
    const json = await agent().post('/orders/mine-5/files').send({ files: 'x' }).expect(400);
    expect(json.body.message).toBe('The upload could not be read. Please send the files again.');
    const other = await agent()
      .post('/orders/mine-5/files')
      .attach('avatar', samples.text(), 'a.txt')
      .expect(422);
    expect(other.body.errors.files).toHaveLength(1);
  });

  it('answers 404 for an owner that is not the caller’s before reading the upload', async () => {
    const res = await agent()
      .post('/orders/theirs-1/files')
      .attach('files', samples.text(), 'a.txt')
      .expect(404);
    expect(res.body).toEqual({ message: 'Not found.' });
  });
});

/**
 * Sends a multipart body of `totalBytes` in one file, produced lazily, and reports what the server
 * answered and how much the client managed to send before it was stopped.
 */
function streamUpload(totalBytes: number, headers: Record<string, string> = {}) {
  const boundary = '----emballo-test-boundary';
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    while (sent < totalBytes) {
      sent += chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return new Promise<{ status: number; body: { message: string }; sentBytes: number }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/orders/mine-big/files',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Accept-Language': 'en',
        ...headers,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), sentBytes: sent }));
    });
    // Once answered, the server closes the connection: writing more fails (EPIPE, ECONNRESET).
    req.on('error', (error) => setTimeout(() => reject(error), 1000));
    Readable.from(body()).pipe(req);
  });
}

describe('limits enforced while streaming', () => {
  it('cuts a 1 GB upload at the size limit with a 413, without reading or storing the rest', async () => {
    const before = await stored();
    const started = Date.now();
    const result = await streamUpload(1024 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('“huge.txt” is larger than 1 MB, the most a file may weigh.');
    // Stopped within a few megabytes of the 1 MB limit (socket buffers), not after a gigabyte.
    expect(result.sentBytes).toBeLessThan(32 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await stored()).toEqual(before);
    await waitFor(async () => (await incoming()).length === 0, 5000, 'partial upload removed');
  });

  it('refuses a declared Content-Length beyond what the limits allow before reading the body', async () => {
    const result = await streamUpload(1024 * 1024 * 1024, {
      'Content-Length': String(1024 * 1024 * 1024 + 200),
    });
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('These files together are too large: each may weigh up to 1 MB.');
    expect(result.sentBytes).toBeLessThan(32 * 1024 * 1024);
  });
});

describe('download', () => {
  it('serves the file as an attachment that no browser will render, sniff or cache', async () => {
    const upload = await agent()
      .post('/orders/mine-6/files')
      .attach('files', samples.csv(), 'stock été.csv')
      .attach('files', samples.pdf(), 'devis.pdf')
      .expect(201);
    const [csv, pdf] = upload.body.data as Array<{ id: string }>;
    const res = await agent().get(`/orders/mine-6/files/${csv!.id}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stock _t_.csv"; filename*=UTF-8''stock%20%C3%A9t%C3%A9.csv`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(ATTACHMENT_CSP);
    expect(ATTACHMENT_CSP).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(res.text)).toEqual(samples.csv());

    const file = await agent()
      .get(`/orders/mine-6/files/${pdf!.id}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(
      createHash('sha256')
        .update(file.body as Buffer)
        .digest('hex'),
    ).toBe(createHash('sha256').update(samples.pdf()).digest('hex'));
    const head = await agent().head(`/orders/mine-6/files/${pdf!.id}`).expect(200);
    expect(head.headers['content-length']).toBe(String(samples.pdf().length));
  });

  it('answers the same 404 for a malformed id, an unknown id, another owner’s file and another customer’s owner', async () => {
    const mine = await agent()
      .post('/orders/mine-7/files')
      .attach('files', samples.text(), 'a.txt')
      .expect(201);
    const other = await agent()
      .post('/orders/mine-8/files')
      .attach('files', samples.text(), 'b.txt')
      .expect(201);
    const mineId = mine.body.data[0].id as string;
    const otherId = other.body.data[0].id as string;
    const answers = await Promise.all(
      [
        `/orders/mine-7/files/abc`,
        `/orders/mine-7/files/00000000-0000-4000-8000-000000000000`,
        `/orders/mine-7/files/${otherId}`,
        `/orders/theirs-7/files/${mineId}`,
        `/orders/mine-7/files/${mineId}%2F..%2F..`,
      ].map((path) => agent().get(path).set('Accept-Language', 'fr')),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Introuvable.' });
    }
    await agent().get(`/orders/mine-7/files/${mineId}`).expect(200);
  });
});
