import { z } from '../zod';
import { isCountryCode } from './countries';

// One schema per form, used by the page for hints and by the server for the truth. Messages are
// keys of the `account` namespace, translated where they are shown.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const name = z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').default('');

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.tooLong')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.emailInvalid');

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, 'validation.passwordTooShort')
  .max(PASSWORD_MAX, 'validation.passwordTooLong');

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{6,24}$/, 'validation.phoneInvalid');

const personal = {
  firstName: name,
  lastName: name,
  phone,
  country: z.string().refine(isCountryCode, 'validation.countryInvalid'),
  gender: z.enum(['male', 'female'], 'validation.genderInvalid'),
};

const companyBasics = {
  company: optionalText(120),
  region: optionalText(120),
  job: optionalText(120),
};

export const signupSchema = z.object({
  ...personal,
  ...companyBasics,
  email: emailField,
  password: passwordField,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'validation.passwordRequired').max(PASSWORD_MAX, 'validation.passwordTooLong'),
});

export const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'validation.codeInvalid') });

export const recoverSchema = z.object({ email: emailField });

export const resetSchema = z.object({ token: z.string().min(20).max(100), password: passwordField });

export const branchSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
  address: optionalText(200),
});

export const profileSchema = z.object({
  ...personal,
  ...companyBasics,
  companyBranches: z.array(branchSchema).max(20, 'validation.tooMany').default([]),
  companyLocation: optionalText(200),
  additionalInfo: optionalText(2000),
  /** Printed on the customer's invoices (ADR-0400). */
  billingAddress: optionalText(500),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const changeEmailSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'validation.passwordRequired').max(PASSWORD_MAX),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'validation.passwordRequired').max(PASSWORD_MAX),
  password: passwordField,
});

/** Only a same-origin path may be a redirect target: "/x", never "//host" or "/\host". */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  )
    return fallback;
  if ([...target].some((c) => c.charCodeAt(0) < 32)) return fallback;
  return target;
}
