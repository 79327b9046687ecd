import http from 'node:http';
import { isolateLeftToRight } from '../../../common/i18n/bidi';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import * as samples from '../../test/sample-files';
import { waitFor } from '../../test/wait';
import { auditLog } from '../audit/schema';
import { signedInAdminFrom } from '../admin/test-helpers';
import { formatFileSize } from '../../../common/format/file-size';
import { MEDIA_MAX_BYTES } from '../../../common/media/types';
import { categories, services as servicesTable } from '../catalog/schema';
import { media, mediaTranslations } from './schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: http.Server;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

const signedInAdmin = () => signedInAdminFrom(t, '10.30.0.1');

beforeAll(async () => {
  // These tests read the disk layout (ADR-0302/0702): the disk driver, on PostgreSQL too;
  // the shared store has its own tests (server/modules/files).
  t = await createTestApp({ RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000', FILE_STORE: 'disk' });
  admin = await signedInAdmin();
  const [category] = await t.services.db
    .insert(categories)
    .values({ slug: 'emballages', image: '/demo/categories/emballages.svg' })
    .returning();
  await t.services.db.insert(servicesTable).values({
    slug: 'papier-bulle',
    kind: 'packaging_product',
    categoryId: category!.id,
    images: ['/demo/services/papier-bulle.svg'],
    priceMinor: 4900,
    currency: 'MAD',
    paymentKind: 'one_time',
  });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}, 30_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const ALT = {
  alt_fr: 'Carton ondulé sur une palette',
  alt_en: 'Corrugated box on a pallet',
  alt_ar: 'صندوق مموج على منصة',
};

function upload(file: Buffer, name: string, alt: Record<string, string> = ALT, lang = 'en') {
  let req = request(t.app).post(`/api/admin/media?lang=${lang}`).set(admin.headers);
  for (const [key, value] of Object.entries(alt)) req = req.field(key, value);
  return req.attach('file', file, name);
}

/** A camera-like photo: a gradient with detail, EXIF orientation 6 (turn 90°), camera and GPS tags. */
async function photoWithGps(width: number, height: number) {
  const svg = `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c03020"/><stop offset="1" stop-color="#2080c0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f0e0a0"/></svg>`;
  return samples.asPhonePhoto(sharp(Buffer.from(svg)).jpeg({ quality: 85 }));
}

const mediaRoot = () => join(t.services.config.dataDir, 'media');
const storedFolders = async () =>
  (await readdir(mediaRoot()).catch(() => [] as string[])).filter((n) => !n.startsWith('.'));
const countRows = async () => (await t.services.db.select().from(media)).length;

describe('upload', () => {
  it('re-encodes a camera JPEG upright, strips EXIF and GPS from every variant, in AVIF, WebP and JPEG at each width', async () => {
    // 1000 wide × 1800 high once turned upright (the file is 1800 × 1000 with orientation 6).
    const res = await upload(await photoWithGps(1800, 1000), 'IMG_2041.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = res.body.data;
    expect(item).toMatchObject({ width: 1000, height: 1800, fallback: 'jpeg', widths: [320, 640, 1000] });
    expect(item.alt).toEqual({ fr: ALT.alt_fr, en: ALT.alt_en, ar: ALT.alt_ar });
    expect(item.ref).toBe(`media:${item.id}`);
    const formats = (item.variants as Array<{ width: number; format: string }>).map(
      (v) => `${v.width}.${v.format}`,
    );
    expect(formats.sort()).toEqual(
      [
        '320.avif',
        '320.webp',
        '320.jpeg',
        '640.avif',
        '640.webp',
        '640.jpeg',
        '1000.avif',
        '1000.webp',
        '1000.jpeg',
      ].sort(),
    );

    const folder = join(mediaRoot(), item.id);
    const files = (await readdir(folder)).sort();
    expect(files).toEqual(
      [
        '1000.avif',
        '1000.jpg',
        '1000.webp',
        '320.avif',
        '320.jpg',
        '320.webp',
        '640.avif',
        '640.jpg',
        '640.webp',
        'original.jpg',
      ].sort(),
    );
    for (const file of files) {
      const bytes = await readFile(join(folder, file));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      // Portrait now: the pixels were turned, not merely tagged.
      expect(meta.height!, file).toBeGreaterThan(meta.width!);
      for (const tag of ['PhoneCo', 'X1 Pro', 'GPS', 'Customer'])
        expect(bytes.includes(tag), `${file}: ${tag}`).toBe(false);
      const expected = { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[
        file.split('.')[1] as 'avif' | 'webp' | 'jpg'
      ];
      expect(meta.format, file).toBe(expected);
      if (!file.startsWith('original')) expect(meta.width, file).toBe(Number(file.split('.')[0]));
    }
    const original = await sharp(await readFile(join(folder, 'original.jpg'))).metadata();
    expect([original.width, original.height]).toEqual([1000, 1800]);

    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.uploaded'), eq(auditLog.entityId, item.id)));
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'media' });
    expect(audit!.after).toMatchObject({ alt_ar: ALT.alt_ar, width: 1000, height: 1800 });
  });

  it('never upscales, writes all four standard widths for a large image, and PNG with transparency keeps a PNG fallback', async () => {
    const small = await upload(await samples.png(200, 120), 'logo.png');
    expect(small.status).toBe(201);
    expect(small.body.data).toMatchObject({ width: 200, height: 120, widths: [200], fallback: 'png' });
    expect((small.body.data.variants as Array<{ format: string }>).map((v) => v.format).sort()).toEqual([
      'avif',
      'png',
      'webp',
    ]);

    const large = await upload(await photoWithGps(2400, 3000), 'wide.jpg');
    expect(large.status).toBe(201);
    // Upright it is 3000 wide: capped at 1600.
    expect(large.body.data).toMatchObject({ widths: [320, 640, 1024, 1600], width: 1600, height: 1280 });
  });

  it('refuses a 30 MB image with a 413 in the request’s language, while streaming, and keeps nothing', async () => {
    const rows = await countRows();
    const folders = await storedFolders();
    for (const [lang, message] of [
      [
        'fr',
        `L’image dépasse ${formatFileSize(MEDIA_MAX_BYTES, 'fr')}, la taille maximale. Réduisez-la ou choisissez-en une autre : rien n’a été enregistré.`,
      ],
      [
        'ar',
        isolateLeftToRight(
          `حجم الصورة يتجاوز ${formatFileSize(MEDIA_MAX_BYTES, 'ar')}، وهو الحد الأقصى. صغّرها أو اختر صورة أخرى: لم يُحفظ شيء.`,
        ),
      ],
    ] as const) {
      const result = await streamUpload(30 * 1024 * 1024, lang);
      expect(result.status).toBe(413);
      expect(result.body.message).toBe(message);
      expect(result.sentBytes).toBeLessThan(25 * 1024 * 1024);
    }
    // Declared too large up front: refused before reading.
    const declared = await streamUpload(30 * 1024 * 1024, 'en', {
      'Content-Length': String(30 * 1024 * 1024 + 600),
    });
    expect(declared.status).toBe(413);
    expect(declared.body.message).toMatch(/^The image is larger than 10 MB/);
    expect(await countRows()).toBe(rows);
    expect(await storedFolders()).toEqual(folders);
    await waitFor(
      async () => (await readdir(join(mediaRoot(), '.incoming')).catch(() => [])).length === 0,
      5000,
      'partial upload removed',
    );
  });

  it('accepts only what decodes as a raster image, whatever the name says', async () => {
    const rows = await countRows();
    for (const [bytes, name] of [
      [samples.html(), 'photo.jpg'],
      [samples.svg(), 'logo.png'],
      [samples.pdf(), 'scan.jpg'],
      [samples.exe(), 'image.webp'],
      [samples.text(), 'picture.gif'],
    ] as const) {
      const res = await upload(bytes, name, ALT, 'fr');
      expect(res.status, name).toBe(422);
      expect(res.body.message, name).toMatch(/^Ce fichier n’est pas une image que nous savons lire/);
      expect(res.body.errors.file).toHaveLength(1);
    }
    // A valid JPEG header over garbage: refused as damaged.
    const jpeg = await samples.jpegWithGps();
    const damaged = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(400, 0x55)]);
    const broken = await upload(damaged, 'broken.jpg');
    expect(broken.status).toBe(422);
    expect(await countRows()).toBe(rows);
  });

  it('refuses an image declaring too many pixels without decoding it', async () => {
    // 8000 × 6000 = 48 megapixels of one colour: a small file, refused from its header.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(huge, 'poster.png');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This image is too large: over 40 megapixels.');
  });

  it('requires the alt text in all three languages and keeps nothing otherwise', async () => {
    const rows = await countRows();
    const folders = await storedFolders();
    const photo = await samples.jpegWithGps();
    const missingAr = await upload(photo, 'a.jpg', { alt_fr: ALT.alt_fr, alt_en: ALT.alt_en }, 'ar');
    expect(missingAr.status).toBe(422);
    expect(missingAr.body.message).toBe('البيانات المرسلة غير صالحة.');
    expect(missingAr.body.errors).toEqual({ alt_ar: ['النص البديل مطلوب بهذه اللغة.'] });
    const blankFr = await upload(photo, 'a.jpg', { ...ALT, alt_fr: '   ' }, 'fr');
    expect(blankFr.status).toBe(422);
    expect(blankFr.body.errors).toEqual({
      alt_fr: ['Le texte alternatif est obligatoire dans cette langue.'],
    });
    const noFile = await request(t.app)
      .post('/api/admin/media?lang=en')
      .set(admin.headers)
      .field('alt_fr', ALT.alt_fr)
      .field('alt_en', ALT.alt_en)
      .field('alt_ar', ALT.alt_ar);
    expect(noFile.status).toBe(422);
    expect(noFile.body.message).toBe('Choose an image to upload.');
    expect(await countRows()).toBe(rows);
    expect(await storedFolders()).toEqual(folders);
    expect(await t.services.db.select().from(mediaTranslations)).toHaveLength(rows * 3);
  });
});

describe('public variants', () => {
  it('serves each variant with its type and a year of immutable caching; anything else under /media is a 404', async () => {
    const item = (await upload(await photoWithGps(1300, 900), 'served.jpg')).body.data;
    for (const [file, type] of [
      ['640.avif', 'image/avif'],
      ['640.webp', 'image/webp'],
      ['640.jpg', 'image/jpeg'],
    ] as const) {
      const res = await request(t.app).get(`/media/${item.id}/${file}`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(640);
    }
    expect((await request(t.app).head(`/media/${item.id}/320.webp`)).status).toBe(200);
    for (const path of [
      `/media/${item.id}/2000.avif`, // a width not written
      `/media/${item.id}/640.gif`,
      `/media/${item.id}/original.jpg`, // kept, never served
      `/media/${item.id}/..%2F..%2Fdb`,
      `/media/00000000-0000-4000-8000-000000000000/640.avif`,
      '/media/not-a-uuid/640.avif',
      `/media/${item.id.toUpperCase()}/640.avif`,
      `/media/${item.id}`,
      '/media',
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    expect((await request(t.app).post(`/media/${item.id}/640.avif`)).status).toBe(404);
  });
});

describe('the catalogue shows uploaded images', () => {
  it('resolves a service’s media: references in each language, gives the cart a URL, and the library says who uses it', async () => {
    const item = (await upload(await photoWithGps(1200, 800), 'bubble.jpg')).body.data;
    const ref = `media:${item.id}`;
    const [svc] = await t.services.db.select().from(servicesTable).limit(1);
    await t.services.db
      .update(servicesTable)
      .set({ images: [ref, '/demo/x.svg'] })
      .where(eq(servicesTable.id, svc!.id));
    t.services.catalog.invalidate();
    const fr = (await t.services.catalog.getService('fr', svc!.slug))!.service;
    expect(fr.pictures).toEqual({
      [ref]: {
        id: item.id,
        width: 800,
        height: 1200,
        widths: [320, 640, 800],
        fallback: 'jpeg',
        alt: ALT.alt_fr,
      },
    });
    const ar = (await t.services.catalog.getService('ar', svc!.slug))!.service;
    expect(ar.pictures![ref]!.alt).toBe(ALT.alt_ar);
    const sale = await t.services.catalog.readForSale('en', [{ serviceId: svc!.id, packageId: null }]);
    expect([...sale.values()][0]!.image).toBe(`/media/${item.id}/320.jpg`);

    const detail = await request(t.app)
      .get(`/api/admin/media/${item.id}?lang=en`)
      .set(admin.headers)
      .expect(200);
    expect(detail.body.data.uses).toEqual([{ type: 'service', id: svc!.id, slug: svc!.slug }]);
    expect((await request(t.app).get('/api/admin/media/nope').set(admin.headers)).status).toBe(404);
    expect(
      (await request(t.app).get('/api/admin/media/00000000-0000-4000-8000-000000000000').set(admin.headers))
        .status,
    ).toBe(404);

    // Unknown references are reported by lockExisting; static paths are not checked.
    const unknown = 'media:00000000-0000-4000-8000-000000000000';
    const missing = await t.services.db.transaction((tx) =>
      t.services.media.lockExisting(tx, [ref, unknown, '/demo/a.svg']),
    );
    expect(missing).toEqual([unknown]);
  });
});

describe('delete', () => {
  it('is refused while a service shows the image (409, naming it), then removes row, texts and files with its audit row', async () => {
    const item = (await upload(await samples.png(400, 300), 'pallet.png')).body.data;
    const ref = `media:${item.id}`;
    const [svc] = await t.services.db.select().from(servicesTable).orderBy(servicesTable.id).limit(1);
    const previous = svc!.images;
    await t.services.db
      .update(servicesTable)
      .set({ images: [ref] })
      .where(eq(servicesTable.id, svc!.id));
    const del = () => request(t.app).delete(`/api/admin/media/${item.id}?lang=fr`).set(admin.headers);

    const unconfirmed = await del();
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.reauthenticate).toBe(true);
    await admin.reauth();
    const inUse = await del();
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('Cette image est utilisée par 1 élément : retirez-la d’abord.');
    expect(inUse.body.uses).toEqual([
      { type: 'service', id: svc!.id, slug: svc!.slug, label: `le service « ${svc!.slug} »` },
    ]);
    expect((await request(t.app).get(`/media/${item.id}/320.png`)).status).toBe(200);

    await t.services.db.update(servicesTable).set({ images: previous }).where(eq(servicesTable.id, svc!.id));
    const done = await del();
    expect(done.status).toBe(200);
    expect(await t.services.db.select().from(media).where(eq(media.id, item.id))).toEqual([]);
    expect(
      await t.services.db.select().from(mediaTranslations).where(eq(mediaTranslations.mediaId, item.id)),
    ).toEqual([]);
    expect(await storedFolders()).not.toContain(item.id);
    expect((await request(t.app).get(`/media/${item.id}/320.png`)).status).toBe(404);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.deleted'), eq(auditLog.entityId, item.id)));
    expect(audit!.before).toMatchObject({ alt_en: ALT.alt_en });
    expect((await del()).status).toBe(404);
    expect((await request(t.app).delete('/api/admin/media/nope').set(admin.headers)).status).toBe(404);
  });
});

describe('the service editor’s images field (ADR-0700 kit)', () => {
  it('saves library images in the versioned shape, refuses unknown ones and bad references, and the image is then in use', async () => {
    const item = (await upload(await samples.png(300, 200), 'box.png')).body.data;
    const ref = `media:${item.id}`;
    const read = await request(t.app)
      .get('/api/admin/services/papier-bulle?lang=en')
      .set(admin.headers)
      .expect(200);
    const version = read.body.data.version as number;
    const patch = (body: object) =>
      request(t.app).patch('/api/admin/services/papier-bulle?lang=en').set(admin.headers).send(body);

    const unknown = await patch({ version, images: ['media:00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.images).toEqual(['One of these images is no longer in the media library.']);
    for (const images of [['javascript:alert(1)'], [ref, ref], 'media:x'])
      expect((await patch({ version, images })).status, JSON.stringify(images)).toBe(422);

    const saved = await patch({ version, images: [ref, '/demo/services/papier-bulle.svg'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      images: [ref, '/demo/services/papier-bulle.svg'],
      version: version + 1,
    });
    expect((await patch({ version, images: [] })).status).toBe(409);
    // The save dropped the catalogue's cache: the public page resolves the picture at once.
    const page = (await t.services.catalog.getService('ar', 'papier-bulle'))!.service;
    expect(page.pictures![ref]!.alt).toBe(ALT.alt_ar);

    await admin.reauth();
    expect((await request(t.app).delete(`/api/admin/media/${item.id}`).set(admin.headers)).status).toBe(409);
  });
});

describe('list', () => {
  it('pages the library newest first and searches the alt texts in any language', async () => {
    t.clock.advance(60_000);
    await upload(await samples.png(50, 50), 'a.png', {
      alt_fr: 'Rouleau de papier bulle',
      alt_en: 'Bubble wrap roll',
      alt_ar: 'لفة غلاف فقاعي',
    });
    const page = await request(t.app)
      .get('/api/admin/media?per_page=2&lang=en')
      .set(admin.headers)
      .expect(200);
    expect(page.body.data).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.body.data.data[0].alt.en).toBe('Bubble wrap roll');
    expect(page.body.data.data[0].created_at_label).toBeTruthy();
    const found = await request(t.app)
      .get(`/api/admin/media?q=${encodeURIComponent('فقاعي')}`)
      .set(admin.headers)
      .expect(200);
    expect(found.body.data.total).toBe(1);
    expect((await request(t.app).get('/api/admin/media?per_page=500').set(admin.headers)).status).toBe(422);
  });
});

/** A multipart body with one `file` of `totalBytes`, produced lazily, sent over a real socket. */
function streamUpload(totalBytes: number, lang: string, headers: Record<string, string> = {}) {
  const boundary = '----emballo-media-boundary';
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  let sent = 0;
  async function* body() {
    for (const [key, value] of Object.entries(ALT))
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    while (sent < totalBytes) {
      sent += chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; body: { message: string }; sentBytes: number }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/admin/media?lang=${lang}`,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...admin.headers, ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), sentBytes: sent }));
    });
    req.on('error', (error) => setTimeout(() => reject(error), 1000));
    Readable.from(body()).pipe(req);
  });
}
