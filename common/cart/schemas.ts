import { z } from '../zod';

/** More lines than anyone orders at once; it bounds what one cart read costs. */
export const MAX_CART_ITEMS = 50;

/**
 * A slug as page URLs carry it (/produits/{service_id}/packages/{package_id}). Messages are keys of
 * the cart namespace's `errors`.
 */
const pageId = z
  .string({ message: 'invalid' })
  .trim()
  .min(1, 'required')
  .max(120, 'invalid')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'invalid');

/**
 * `POST /api/cart/items` and the add-to-cart form. Strict: a price, a quantity or any other field
 * the server does not take is refused (`unrecognized_keys`), never silently used or dropped.
 */
export const AddToCartSchema = z
  .strictObject({
    type: z.enum(['service', 'package'], { message: 'type' }),
    service_id: pageId,
    package_id: pageId.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'package' && !body.package_id)
      ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'required' });
    if (body.type === 'service' && body.package_id)
      ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'serviceHasNoPackage' });
  });
export type AddToCartInput = z.infer<typeof AddToCartSchema>;

/** Promo codes are compared in capitals; a longer text than any code names none. */
export const PROMO_CODE_MAX = 40;
export const PromoCodeSchema = z.strictObject({
  code: z
    .string({ message: 'invalid' })
    .trim()
    .min(1, 'required')
    .max(PROMO_CODE_MAX, 'invalid')
    .transform((code) => code.toUpperCase()),
});
