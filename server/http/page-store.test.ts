import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageStore, PageTemplate, SharedPieces } from './page-store';

const secrets = { nonce: 'n0+/=', xsrfToken: 'tok-en_1' };

function page(body: string) {
  return { status: 200, headers: [], template: PageTemplate.fromBody(body, secrets) };
}

describe('PageTemplate', () => {
  it('puts the new secrets wherever the old ones were, and nothing else changes', () => {
    const template = PageTemplate.fromBody('n0+/=|a tok-en_1 b|n0+/=n0+/=|end', secrets);
    expect(template.render({ nonce: 'NEW', xsrfToken: 'T' }).toString()).toBe('NEW|a T b|NEWNEW|end');
  });

  it('gzips the stitched page so that any gzip decoder reads it back exactly', () => {
    const body = `n0+/=<p>é ${'العربية '.repeat(500)}</p>n0+/=<i>tok-en_1</i>${'x'.repeat(70_000)}n0+/=`;
    const template = PageTemplate.fromBody(body, secrets);
    const fresh = { nonce: 'Zm9vYmFyYmF6cXV4MTIzNA==', xsrfToken: 'k'.repeat(43) };
    const gzipped = template.gzip(fresh);
    expect(gunzipSync(gzipped).equals(template.render(fresh))).toBe(true);
    expect(gunzipSync(gzipped).toString()).toContain(`<i>${fresh.xsrfToken}</i>`);
    expect(gzipped.length).toBeLessThan(Buffer.byteLength(body) / 10);
  });

  it("puts a signed-in customer's island before </head>, plain and gzipped, and nothing for a visitor", () => {
    const body = '<html><head><meta nonce="n0+/="></head><body>tok-en_1</body></html>';
    const template = PageTemplate.fromBody(body, secrets);
    const island = { nonce: 'N', xsrfToken: 'T', personal: '<script id="i">{}</script>' };
    const expected = '<html><head><meta nonce="N"><script id="i">{}</script></head><body>T</body></html>';
    expect(template.render(island).toString()).toBe(expected);
    expect(gunzipSync(template.gzip(island)).toString()).toBe(expected);
    const visitor = { nonce: 'N', xsrfToken: 'T' };
    expect(gunzipSync(template.gzip(visitor)).toString()).toBe(
      '<html><head><meta nonce="N"></head><body>T</body></html>',
    );
  });

  it('deflates a stylesheet every page holds once, and every page still reads back exactly', () => {
    const css = `<style nonce="n0+/=">${'.a{color:red}'.repeat(2000)}</style>`;
    const shared = new SharedPieces();
    const pages = ['one', 'two', 'three'].map((name) =>
      PageTemplate.fromBody(
        `<html><head>${css}<title>${name}</title></head><body>tok-en_1</body></html>`,
        secrets,
        shared,
      ),
    );
    // In the second and third page: the stylesheet, and what comes before it, after the title and
    // after the token ('<html><head><style nonce="', '</head><body>', '</body></html>').
    expect(shared.reused).toBe(8);
    const fresh = { nonce: 'N', xsrfToken: 'T' };
    for (const [i, name] of ['one', 'two', 'three'].entries()) {
      const expected = `<html><head>${css.replace('n0+/=', 'N')}<title>${name}</title></head><body>T</body></html>`;
      expect(pages[i]!.render(fresh).toString()).toBe(expected);
      expect(gunzipSync(pages[i]!.gzip(fresh)).toString()).toBe(expected);
    }
  });

  it('deflates once any piece pages have in common, such as the scripts between the nonces', () => {
    const shared = new SharedPieces();
    const bodyOf = (name: string) =>
      `<script nonce="n0+/=">boot()</script><main>${name}</main><script nonce="n0+/=">end()</script>`;
    const pages = ['one', 'two', 'three'].map((name) => PageTemplate.fromBody(bodyOf(name), secrets, shared));
    // '<script nonce="', '">boot()</script><main>one</main><script nonce="', '">end()</script>':
    // the first and last pieces are the same in the three pages.
    expect(shared.reused).toBe(4);
    for (const [i, name] of ['one', 'two', 'three'].entries())
      expect(gunzipSync(pages[i]!.gzip(secrets)).toString()).toBe(bodyOf(name));
  });

  it('keeps shared pieces up to its byte limit, the least recently used out first', () => {
    // Each piece: 8 bytes, 10 deflated; two fit in 40 bytes, not three.
    const shared = new SharedPieces(40);
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => Buffer.from(letter.repeat(8)));
    shared.text(a!);
    shared.text(b!);
    shared.text(a!);
    expect(shared.reused).toBe(1);
    shared.text(c!); // b, the least recently used, is out
    shared.text(a!);
    shared.text(b!);
    expect(shared.reused).toBe(2);
  });

  it('copies what it keeps: the rendered body may be reused once cut', () => {
    const body = Buffer.from(
      '<html><head><style nonce="n0+/=">.a{}</style></head><body>tok-en_1 é</body></html>',
    );
    const template = PageTemplate.fromBody(body, secrets, new SharedPieces());
    const expected = template.render({ nonce: 'N', xsrfToken: 'T' }).toString();
    body.fill(0);
    expect(template.render({ nonce: 'N', xsrfToken: 'T' }).toString()).toBe(expected);
    expect(expected).toBe('<html><head><style nonce="N">.a{}</style></head><body>T é</body></html>');
  });

  it('keeps a body without secrets as it is', () => {
    expect(PageTemplate.fromBody('plain', secrets).render({ nonce: 'x', xsrfToken: 'y' }).toString()).toBe(
      'plain',
    );
  });
});

describe('PageStore', () => {
  it('drops the least recently used pages past its byte limit', () => {
    const size = page('aaaa').template.bytes;
    const store = new PageStore({ maxBytes: 2 * size, maxPageBytes: size });
    store.set('a', page('aaaa'));
    store.set('b', page('bbbb'));
    store.get('a');
    store.set('c', page('cccc'));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
  });

  it('never keeps a page larger than its per-page limit, and forgets all on a new generation', () => {
    const store = new PageStore({ maxBytes: 1000, maxPageBytes: page('ok').template.bytes });
    store.useGeneration('1');
    store.set('big', page('0123456789'.repeat(10)));
    store.set('small', page('ok'));
    expect(store.get('big')).toBeUndefined();
    expect(store.size).toBe(1);
    store.useGeneration('1');
    expect(store.size).toBe(1);
    store.useGeneration('2');
    expect(store.size).toBe(0);
  });
});
