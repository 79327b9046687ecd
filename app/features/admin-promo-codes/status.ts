import type { PromoDisplayStatus } from '../../../common/admin/promo-codes';

/** The badge tone of a code's status: in use, needing attention, or over / not yet. */
export const statusTone = (status: PromoDisplayStatus) =>
  status === 'active' ? 'ok' : status === 'paused' || status === 'exhausted' ? 'warn' : 'muted';
