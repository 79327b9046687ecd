import type { AcceptedType } from '../../../common/attachments/types';

/**
 * What a file is, from its bytes alone (ADR-0302): the magic numbers of the few binary types we
 * accept, or text that is valid UTF-8 without control characters and without markup. Anything
 * else — an executable, an archive, HTML, SVG, a Word file — is null, whatever its name says.
 * Text is reported as text/plain: only the name tells a CSV from a note, and both are served as
 * inert text.
 */
export function detectType(bytes: Uint8Array): AcceptedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWithText(bytes, 'GIF87a') || startsWithText(bytes, 'GIF89a')) return 'image/gif';
  if (startsWithText(bytes, 'RIFF') && startsWithText(bytes.subarray(8), 'WEBP')) return 'image/webp';
  if (startsWithText(bytes, '%PDF-')) return endsLikePdf(bytes) ? 'application/pdf' : null;
  return isInertText(bytes) ? 'text/plain' : null;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

function startsWithText(bytes: Uint8Array, signature: string): boolean {
  return startsWith(
    bytes,
    [...signature].map((c) => c.charCodeAt(0)),
  );
}

/** A complete PDF ends with `%%EOF` (readers accept it within the last 1024 bytes). */
function endsLikePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Markup a browser could render: a document that opens with a tag, or a tag that runs code or embeds. */
const OPENS_WITH_TAG = /^\s*<[a-z!?/]/i;
const ACTIVE_TAG = /<\s*(script|html|body|iframe|svg|object|embed|meta|!doctype)\b/i;

/**
 * C0 controls other than tab, line feed, vertical tab, form feed and carriage return, and DEL. A
 * byte is enough: UTF-8 never uses bytes below 0x80 inside a multi-byte character.
 */
function hasControlBytes(bytes: Uint8Array): boolean {
  for (const b of bytes) if ((b < 0x20 && (b < 0x09 || b > 0x0d)) || b === 0x7f) return true;
  return false;
}

function isInertText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || hasControlBytes(bytes)) return false;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return !OPENS_WITH_TAG.test(text) && !ACTIVE_TAG.test(text);
}
