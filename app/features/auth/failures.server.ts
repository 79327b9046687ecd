import { data } from 'react-router';
import type { z } from 'zod';
import { ACCOUNT_ERROR_CODES, type AccountRefusalDetails } from '../../../server/modules/accounts/errors';
import { isDomainError } from '../../../server/platform/domain-error';
import type { FormFailure } from './form-parts';

/** Field errors of a zod failure, as message keys per field. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || 'form'] ??= []).push(issue.message);
  return errors;
}

export function fail(failure: FormFailure, status = 422, headers?: HeadersInit) {
  return data(failure, { status, headers });
}

/** A refused account operation as a field error or a message; anything else is re-thrown. */
export function failFromAccountError(error: unknown) {
  if (!isDomainError<AccountRefusalDetails>(error, ...ACCOUNT_ERROR_CODES)) throw error;
  const { key, field, params } = error.details;
  if (field && field !== 'code') return fail({ errors: { [field]: [key] } });
  return fail({ formError: { key, values: params } });
}

export function humanCheckFailure() {
  return fail({ formError: { key: 'common:humanCheck.required' }, captcha: true });
}

/** Runs an account operation whose refusal changes nothing for the caller (e.g. a code sent a moment ago). */
export async function tolerateAccountError(operation: Promise<unknown>) {
  try {
    await operation;
  } catch (error) {
    if (!isDomainError(error, ...ACCOUNT_ERROR_CODES)) throw error;
  }
}
