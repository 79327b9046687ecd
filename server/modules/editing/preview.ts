import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link opens the draft: long enough to look, short enough not to be shared around. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;

/**
 * Signed, short-lived preview links (ADR-0700): `entity.id.expiry.signature`, HMAC-SHA256 with a key
 * derived from the site's secret. The link names a record, not a draft's text: it always shows the
 * record's current draft.
 */
export function previewTokens(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('editing-preview').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(entity: string, id: number): string {
      const body = `${entity}.${id}.${now().getTime() + PREVIEW_TTL_MS}`;
      return `${body}.${sign(body)}`;
    },
    read(token: string | null | undefined): { entity: string; id: number } | null {
      if (!token || token.length > 200) return null;
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [entity, id, expiry, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${entity}.${id}.${expiry}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (!/^\d+$/.test(id) || Number(expiry) < now().getTime()) return null;
      return { entity, id: Number(id) };
    },
  };
}
