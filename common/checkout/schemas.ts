import { z } from '../zod';
import { PAYMENT_MODES } from '../orders/types';

/** A link a customer gives: an absolute http(s) address with a real host name (no `javascript:`). */
export const webLink = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'url' })
  .max(500, 'tooLong');

export const MAX_LINKS = 10;
export const MAX_NOTES = 5000;

/**
 * The details step's form: notes, and links one per line in a textarea (blank lines ignored).
 * Messages are keys of the checkout namespace's `errors`.
 */
export const CheckoutDetailsSchema = z.strictObject({
  notes: z.string().trim().max(MAX_NOTES, 'tooLong'),
  links: z
    .string()
    .max(MAX_LINKS * 520, 'tooLong')
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(webLink).max(MAX_LINKS, 'tooMany')),
});
export type CheckoutDetails = z.output<typeof CheckoutDetailsSchema>;

export const CheckoutPaymentSchema = z.strictObject({
  payment_mode: z.enum(PAYMENT_MODES, { message: 'paymentMode' }),
});
