import { z } from '../zod';
import { SIMPLE_EMAIL } from './email-pattern';

export { SIMPLE_EMAIL };

/**
 * One schema per form, used by the page for hints and by the server for the truth. Messages are
 * keys of the `contact` namespace, translated where they are shown.
 */
export const CONTACT_TYPES = ['sales', 'support', 'custom_plan'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const email = z
  .string()
  .trim()
  .min(1, 'errors.emailRequired')
  .max(254, 'errors.emailInvalid')
  .email('errors.emailInvalid');
const fullName = z.string().trim().min(2, 'errors.nameRequired').max(120, 'errors.nameTooLong');
const phone = z
  .string()
  .trim()
  .min(1, 'errors.phoneRequired')
  .max(30, 'errors.phoneInvalid')
  .regex(/^\+?[\d\s().-]{6,}$/, 'errors.phoneInvalid');

export const ContactFormSchema = z.object({
  type: z.enum(CONTACT_TYPES, { message: 'errors.typeRequired' }),
  fullName,
  email,
  phone: z.union([z.literal(''), phone]).optional(),
  company: z.string().trim().max(120, 'errors.companyTooLong').optional(),
  subject: z.string().trim().min(3, 'errors.subjectRequired').max(150, 'errors.subjectTooLong'),
  message: z.string().trim().min(10, 'errors.messageTooShort').max(5000, 'errors.messageTooLong'),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const DemoFormSchema = z.object({
  fullName,
  phone,
  email,
  service: z.string().trim().min(1, 'errors.serviceRequired').max(100, 'errors.serviceRequired'),
});
export type DemoForm = z.infer<typeof DemoFormSchema>;

/** Field errors of a failed parse, keyed by field: `{ email: ['errors.emailInvalid'] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) (out[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  return out;
}
