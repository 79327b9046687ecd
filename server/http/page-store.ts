import { constants, crc32, deflateRawSync } from 'node:zlib';

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
  /** Inserted before `</head>`: a signed-in customer's header data (nothing for a visitor). */
  personal?: string;
}

/** Literal text, kept as is and deflated once (sync-flushed, so pieces can be joined). */
interface TextPiece {
  raw: Buffer;
  deflated: Buffer;
}
type Piece = TextPiece | { secret: keyof PageSecrets };

/** A stylesheet ends a template piece, so that it is a piece of its own (`SharedPieces`). */
const STYLE_END = Buffer.from('</style>');
const HEAD_END = Buffer.from('</head>');

/**
 * Pieces deflated once and shared by every template holding them, least recently used out first,
 * bounded in bytes. The inline stylesheet (~57 KB, the same in every page of a build) is half of a
 * page, and most pieces between the nonces (a route's preloads and scripts) are the same on every
 * page of the route: deflating them again for each new page (every new search) was most of the
 * cost of storing one. A piece only one page holds passes through and is soon out.
 */
export class SharedPieces {
  /** By checksum; the bytes are compared before a piece is reused. */
  private readonly pieces = new Map<number, TextPiece>();
  private bytes = 0;
  /** Pieces answered from here rather than deflated again. */
  reused = 0;

  constructor(private readonly maxBytes = 2 * 1024 * 1024) {}

  text(value: Buffer): TextPiece {
    const checksum = crc32(value);
    const known = this.pieces.get(checksum);
    if (known?.raw.equals(value)) {
      this.reused++;
      this.pieces.delete(checksum);
      this.pieces.set(checksum, known);
      return known;
    }
    const piece = deflatePiece(value);
    this.forget(checksum);
    this.pieces.set(checksum, piece);
    this.bytes += piece.raw.length + piece.deflated.length;
    for (const oldest of this.pieces.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    return piece;
  }

  private forget(checksum: number) {
    const piece = this.pieces.get(checksum);
    if (!piece) return;
    this.pieces.delete(checksum);
    this.bytes -= piece.raw.length + piece.deflated.length;
  }
}

const processPieces = new SharedPieces();

/** A copy of the bytes (not a view that would keep the whole rendered body alive), deflated. */
function deflatePiece(value: Buffer): TextPiece {
  const raw = Buffer.from(value);
  return { raw, deflated: deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }) };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

export class PageTemplate {
  private constructor(
    private readonly pieces: Piece[],
    readonly bytes: number,
  ) {}

  /**
   * Cuts every occurrence of the secrets out of a rendered body, and leaves a slot before `</head>`.
   * A stylesheet ends a piece, so that it is a piece of its own, deflated once (`shared`). The body
   * is searched as bytes: decoding a page to a string and encoding its pieces back cost more than
   * cutting it.
   */
  static fromBody(body: Buffer | string, secrets: PageSecrets, shared = processPieces): PageTemplate {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const needles = (['nonce', 'xsrfToken'] as const)
      .filter((name) => secrets[name])
      .map((name) => ({ name, value: Buffer.from(secrets[name]) }));
    const pieces: Piece[] = [];
    const text = (from: number, to: number) => {
      for (let end; (end = bytes.subarray(from, to).indexOf(STYLE_END)) >= 0;) {
        const pieceEnd = from + end + STYLE_END.length;
        pieces.push(shared.text(bytes.subarray(from, pieceEnd)));
        from = pieceEnd;
      }
      pieces.push(shared.text(bytes.subarray(from, to)));
    };
    const cut = (from: number, to: number) => {
      // Where each secret is next found, searched again only once the cut has passed it.
      const found = needles.map((needle) => ({ ...needle, at: bytes.indexOf(needle.value, from) }));
      for (;;) {
        for (const f of found) if (f.at >= 0 && f.at < from) f.at = bytes.indexOf(f.value, from);
        const [next] = found
          .filter((f) => f.at >= 0 && f.at + f.value.length <= to)
          .sort((a, b) => a.at - b.at);
        if (!next) break;
        text(from, next.at);
        pieces.push({ secret: next.name });
        from = next.at + next.value.length;
      }
      text(from, to);
    };
    const headEnd = bytes.indexOf(HEAD_END);
    if (headEnd < 0) cut(0, bytes.length);
    else {
      cut(0, headEnd);
      pieces.push({ secret: 'personal' });
      cut(headEnd, bytes.length);
    }
    const size = pieces.reduce((n, p) => n + ('raw' in p ? p.raw.length + p.deflated.length : 0), 0);
    return new PageTemplate(pieces, size);
  }

  render(secrets: PageSecrets): Buffer {
    return Buffer.concat(
      this.pieces.map((piece) => ('raw' in piece ? piece.raw : Buffer.from(secrets[piece.secret] ?? ''))),
    );
  }

  /**
   * The page gzip-encoded without compressing it again: the pieces deflated at store time are
   * joined with the secrets as stored (uncompressed) blocks, in a gzip frame whose checksum is
   * computed over the whole page.
   */
  gzip(secrets: PageSecrets): Buffer {
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    for (const piece of this.pieces) {
      if ('raw' in piece) {
        parts.push(piece.deflated);
        // Guarded: Node 20's crc32 answers 0 for an empty buffer instead of the running value.
        if (piece.raw.length) crc = crc32(piece.raw, crc);
        size += piece.raw.length;
      } else {
        const value = Buffer.from(secrets[piece.secret] ?? '');
        parts.push(storedBlockHeader(value.length), value);
        if (value.length) crc = crc32(value, crc);
        size += value.length;
      }
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    parts.push(LAST_BLOCK, trailer);
    return Buffer.concat(parts);
  }
}

/** After a sync flush the stream is byte-aligned: a non-final stored block is 0, LEN, ~LEN. */
function storedBlockHeader(length: number) {
  if (length > 0xffff) throw new RangeError('a page secret is too long for one stored block');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
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
