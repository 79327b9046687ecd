/**
 * Rendered anonymous pages kept in memory, least recently used first out, bounded in bytes.
 * A page is stored as a template: the per-response secrets it was rendered with (CSP nonce,
 * XSRF token) are cut out, and every hit is stitched back with the new response's own.
 */
export interface StoredPage {
  status: number;
  headers: [string, string | string[]][];
  template: PageTemplate;
}

export interface PageSecrets {
  nonce: string;
  xsrfToken: string;
}

type Piece = { text: string } | { secret: keyof PageSecrets };

export class PageTemplate {
  private constructor(
    private readonly pieces: Piece[],
    readonly bytes: number,
  ) {}

  /** Cuts every occurrence of the secrets out of a rendered body. */
  static fromBody(body: string, secrets: PageSecrets): PageTemplate {
    const byValue = new Map<string, keyof PageSecrets>();
    for (const name of ['nonce', 'xsrfToken'] as const) if (secrets[name]) byValue.set(secrets[name], name);
    const pieces: Piece[] = [];
    let last = 0;
    if (byValue.size > 0) {
      const pattern = new RegExp([...byValue.keys()].map(escapeRegExp).join('|'), 'g');
      for (const match of body.matchAll(pattern)) {
        pieces.push({ text: body.slice(last, match.index) }, { secret: byValue.get(match[0])! });
        last = match.index + match[0].length;
      }
    }
    pieces.push({ text: body.slice(last) });
    return new PageTemplate(pieces, Buffer.byteLength(body));
  }

  render(secrets: PageSecrets): string {
    let out = '';
    for (const piece of this.pieces) out += 'text' in piece ? piece.text : secrets[piece.secret];
    return out;
  }
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;
  private generation = '';

  constructor(private readonly limits: { maxBytes: number; maxPageBytes: number }) {}

  /** Everything stored under another generation (data, build, clock bucket) is dropped at once. */
  useGeneration(generation: string) {
    if (generation === this.generation) return;
    this.generation = generation;
    this.pages.clear();
    this.bytes = 0;
  }

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage) {
    if (page.template.bytes > this.limits.maxPageBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.template.bytes;
    for (const [oldest, stored] of this.pages) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= stored.template.bytes;
    }
  }

  get size() {
    return this.pages.size;
  }

  private delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.template.bytes;
  }
}
