import { data } from 'react-router';
import type { z } from 'zod';
import type { AccountError } from '../../../server/modules/accounts/service';
import { isServiceError } from '~/lib/service-errors';
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
  if (!isServiceError<AccountError>(error, 'AccountError')) throw error;
  if (error.field && error.field !== 'code') return fail({ errors: { [error.field]: [error.code] } });
  return fail({ formError: { key: error.code, values: error.extra } });
}

export function humanCheckFailure() {
  return fail({ formError: { key: 'common:humanCheck.required' }, captcha: true });
}

/** Runs an account operation whose refusal changes nothing for the caller (e.g. a code sent a moment ago). */
export async function tolerateAccountError(operation: Promise<unknown>) {
  try {
    await operation;
  } catch (error) {
    if (!isServiceError(error, 'AccountError')) throw error;
  }
}
