import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../common/i18n/locales/en/cart.json';
import frCart from '../../common/i18n/locales/fr/cart.json';
import { createTestApp } from '../../server/test/app';
import { loadNamespaceBundles } from './load-resources';

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({}, { worker: false });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('loading dictionaries', () => {
  it('takes a bundled dictionary from the bundle and fetches one left out of it from /locales', async () => {
    const bundles = {
      '../../common/i18n/locales/fr/common.json': async () => ({ default: { bundled: 'yes' } }),
    };
    const loaded = await loadNamespaceBundles('fr', ['common', 'cart'], { bundles, origin });
    expect(loaded.common).toEqual({ bundled: 'yes' });
    expect(loaded.cart).toEqual(frCart);
    expect(loaded.cart).not.toEqual(en);
  });

  it('falls back to an empty dictionary when the server has none either', async () => {
    const loaded = await loadNamespaceBundles('fr', ['nonexistent' as 'common'], { bundles: {}, origin });
    expect(loaded.nonexistent).toEqual({});
  });
});
