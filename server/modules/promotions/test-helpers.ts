import { randomUUID } from 'node:crypto';
import { NewPromoCodeSchema, type NewPromoCodeInput } from '../../../common/admin/promo-codes';

/** A code no other test uses: `prefix` and eight random letters and digits. */
export const uniqueCode = (prefix = 'ADM') => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

/** What the admin's form sends for a new code: 10 % off everything, no limits, unless `fields` say otherwise. */
export const promoCodeInput = (fields: Record<string, unknown> = {}): NewPromoCodeInput =>
  NewPromoCodeSchema.parse({
    code: uniqueCode(),
    discount_type: 'percent',
    discount_value: '10',
    minimum_order: '',
    starts_at: '',
    ends_at: '',
    usage_limit: '',
    per_customer_limit: '',
    applies_to: 'all',
    ...fields,
  });
