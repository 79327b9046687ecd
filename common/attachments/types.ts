/**
 * Files attached to an order, a request or an order comment (ADR-0302). What the API answers
 * and what an upload form needs to say (`accept`, the limits) live here, for both sides.
 */

/** What a file can be attached to; the table's check constraint lists the same. */
/** `checkout`: files chosen in the checkout's details step, owned by the customer's draft until the order adopts them (ADR-0304). */
export const ATTACHMENT_OWNER_KINDS = ['order', 'request', 'order_comment', 'checkout'] as const;
export type AttachmentOwnerKind = (typeof ATTACHMENT_OWNER_KINDS)[number];

export interface AttachmentOwner {
  ownerKind: AttachmentOwnerKind;
  ownerId: string;
}

/**
 * The short allow-list, by content (magic bytes or a text check), never by name. Images are
 * re-encoded: a GIF is stored as a PNG (its first frame). `extensions[0]` is the one a stored
 * name is given when it has none.
 */
export const ACCEPTED_TYPES = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], kind: 'image' },
  'image/png': { extensions: ['.png'], kind: 'image' },
  'image/webp': { extensions: ['.webp'], kind: 'image' },
  'image/gif': { extensions: ['.gif'], kind: 'image' },
  'application/pdf': { extensions: ['.pdf'], kind: 'document' },
  'text/plain': { extensions: ['.txt'], kind: 'text' },
  'text/csv': { extensions: ['.csv'], kind: 'text' },
} as const satisfies Record<string, { extensions: readonly string[]; kind: 'image' | 'document' | 'text' }>;

export type AcceptedType = keyof typeof ACCEPTED_TYPES;

/** For `<input type="file" accept=…>`: a hint to the browser; the server decides by content. */
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_TYPES)
  .flatMap(([type, { extensions }]) => [type, ...extensions])
  .join(',');

/** An attachment as an API answer or a page lists it. */
export interface AttachmentSummary {
  id: string;
  /** The sanitised original name, with the extension of the stored type. */
  name: string;
  /** The stored type (after re-encoding), e.g. image/png for an uploaded GIF. */
  media_type: string;
  size: number;
  /** ISO 8601 instant. */
  created_at: string;
}

/** The limits an upload form states (the server's configuration gives them). */
export interface AttachmentLimits {
  maxBytes: number;
  maxFiles: number;
}
