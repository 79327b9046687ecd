import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '~/features/auth/form-parts';
import { ApiError } from '~/lib/api-client';
import type { Locale } from '../../../common/i18n/languages';
import { adminJson } from './admin-api';

/** What a guarded call gave: its answer, or the password to ask for (and why, when one was refused). */
export type Reauthenticated<T> =
  | { ok: true; value: T }
  | { ok: false; reauth: true; message: string | null; errors: Record<string, string[]> };

/**
 * For client actions behind `requireRecentReauth` (ADR-0600): with a password typed, confirms it
 * first; then makes the call. A 403 `{reauthenticate:true}` asks for the password instead of
 * failing, so the screen can show `ReauthFields` and submit the same form again (the same
 * idempotency key with it, so nothing is done twice).
 */
export async function withRecentReauth<T>(
  call: () => Promise<T>,
  opts: { password: string | null; locale: Locale; lang: string | undefined },
): Promise<Reauthenticated<T>> {
  if (opts.password) {
    try {
      await adminJson('/reauthenticate', {
        json: { password: opts.password },
        locale: opts.locale,
        lang: opts.lang,
      });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 422 || error.status === 429))
        return { ok: false, reauth: true, message: error.message, errors: error.body.errors ?? {} };
      throw error;
    }
  }
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.body.reauthenticate === true)
      return { ok: false, reauth: true, message: null, errors: {} };
    throw error;
  }
}

/** The password field a guarded action shows when the server asks for it again. */
export function ReauthFields({ errors }: { errors?: string[] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <p id={`${id}-explain`} className="text-sm text-slate-700 dark:text-slate-300">
        {t('reauth.explain')}
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        {t('reauth.password')}
      </label>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        // The field appears because the server asked for it: the admin types in it next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-describedby={`${id}-explain${errors?.length ? ` ${id}-error` : ''}`}
        aria-invalid={errors?.length ? true : undefined}
        className={inputClass}
      />
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
