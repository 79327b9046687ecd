import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { staticAssets } from './static-assets';

function appServing(clientDir: string) {
  const app = express();
  app.use(staticAssets(clientDir));
  app.use((req, res) => res.status(404).send(`page ${req.path}`));
  return app;
}

describe('staticAssets', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'assets'));
  mkdirSync(join(clientDir, 'demo'));
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(clientDir, 'demo', 'clip.txt'), 'clip');
  writeFileSync(join(clientDir, 'assets', 'app-1.js'), 'js');
  writeFileSync(join(clientDir, 'assets', 'app-1.js.gz'), gzipSync('js, gzipped'));
  const app = appServing(clientDir);

  it('serves the build’s public files, at the top and in its folders, with a short cache', async () => {
    const icon = await request(app).get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await request(app).get('/demo/clip.txt')).text).toBe('clip');
  });

  it('serves hashed assets pre-compressed and immutable', async () => {
    const asset = await request(app).get('/assets/app-1.js').set('Accept-Encoding', 'gzip');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.text).toBe('js, gzipped');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves every other address to the pages, including a file added to the build after start', async () => {
    expect((await request(app).get('/fr/recherche')).text).toBe('page /fr/recherche');
    writeFileSync(join(clientDir, 'later.txt'), 'later');
    expect((await request(app).get('/later.txt')).text).toBe('page /later.txt');
    expect((await request(app).get('/demo/missing.txt')).text).toBe('page /demo/missing.txt');
  });
});
