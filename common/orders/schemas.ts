import { z } from '../zod';
import { webLink } from '../checkout/schemas';
import { PAYMENT_MODES } from './types';

/** Messages are keys of the orders namespace's `errors`. */
const links = z.array(z.string().trim().pipe(webLink), { message: 'invalid' }).max(10, 'tooMany');
const extraInfo = z.string({ message: 'invalid' }).trim().max(5000, 'tooLong');

/** `POST /api/checkout`: `payment_mode` alone is a valid body; nothing else is taken (no price). */
export const CheckoutSchema = z.strictObject({
  payment_mode: z.enum(PAYMENT_MODES, { message: 'paymentMode' }),
  notes: extraInfo.optional(),
  links: links.optional(),
});

/** `PATCH /api/orders/{id}`: what the customer adds after purchase. */
export const OrderUpdateSchema = z
  .strictObject({ extra_info: extraInfo.nullable().optional(), links: links.optional() })
  .refine((body) => body.extra_info !== undefined || body.links !== undefined, { message: 'nothing' });

/** The client's Idempotency-Key header. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** `POST /api/orders/{id}/comments`. */
export const CommentSchema = z.strictObject({
  body: z.string({ message: 'required' }).trim().min(1, 'required').max(5000, 'tooLong'),
});
