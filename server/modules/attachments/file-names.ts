import { ACCEPTED_TYPES, type AcceptedType } from '../../../common/attachments/types';

/** Longest stored name, in characters, extension included. */
const MAX_NAME_LENGTH = 120;

/**
 * A name safe to show and to offer as a download name: no folders, no control or direction-override
 * characters (which can make `gpj.exe` read as `exe.jpg`), none that Windows refuses, no leading
 * dot, at most 120 characters with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return 'file';
  const chars = [...cleaned];
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const ext = extensionOf(cleaned);
  return (
    chars
      .slice(0, MAX_NAME_LENGTH - ext.length)
      .join('')
      .trimEnd() + ext
  );
}

/**
 * The name's extension, lower-cased with its dot, when it looks like one (up to 5 letters or
 * digits, at least one letter); '' otherwise, so "Scan 2024.03.12" has none.
 */
export function extensionOf(name: string): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(name);
  return match && /[a-z]/i.test(match[1]!) ? `.${match[1]!.toLowerCase()}` : '';
}

/**
 * The name a file is stored under, once its content says what it is and `stored` is the type it is
 * kept as (a GIF is kept as a PNG): null when the name claims another type than the content — a
 * disguised file, refused. An image named as another image type (a PNG called .jpg) is renamed,
 * since it is re-encoded anyway; a name without an extension is given the stored type's.
 */
export function storedNameFor(
  name: string,
  detected: AcceptedType,
  stored: AcceptedType,
): { name: string; type: AcceptedType } | null {
  const ext = extensionOf(name);
  const storedExt = ACCEPTED_TYPES[stored].extensions[0];
  if (!ext) return { name: `${name}${storedExt}`, type: stored };
  const stem = name.slice(0, -ext.length);
  if (ACCEPTED_TYPES[detected].kind === 'text') {
    // The content says "text"; the name says which: a note or a table.
    const text = (['text/plain', 'text/csv'] as const).find((t) =>
      (ACCEPTED_TYPES[t].extensions as readonly string[]).includes(ext),
    );
    return text ? { name, type: text } : null;
  }
  if ((ACCEPTED_TYPES[stored].extensions as readonly string[]).includes(ext)) return { name, type: stored };
  const claimed = typeOfExtension(ext);
  if (claimed && ACCEPTED_TYPES[claimed].kind === 'image' && ACCEPTED_TYPES[detected].kind === 'image')
    return { name: `${stem}${storedExt}`, type: stored };
  return null;
}

function typeOfExtension(ext: string): AcceptedType | null {
  for (const [type, { extensions }] of Object.entries(ACCEPTED_TYPES))
    if ((extensions as readonly string[]).includes(ext)) return type as AcceptedType;
  return null;
}

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266, RFC 8187), so an
 * Arabic or accented name survives and the browser always downloads rather than displays.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
