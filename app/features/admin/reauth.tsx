import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '~/features/auth/form-parts';
import { ApiError } from '~/lib/api-client';
import type { Locale } from '../../../common/i18n/languages';
import { adminJson } from './admin-api';
import { buttonClass, secondaryButtonClass } from './admin-ui';

/** The answer of `requireRecentReauth`: 403 `{reauthenticate: true}` (ADR-0600). */
export const needsReauth = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.body.reauthenticate === true;

/** The admin closed the password prompt: the action is dropped, nothing to report. */
export class ReauthCancelled extends Error {
  constructor() {
    super('reauthentication cancelled');
  }
}

function PasswordPrompt(props: {
  locale: Locale;
  lang: string | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin', 'admin-customers']);
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    setBusy(true);
    try {
      await adminJson('/reauthenticate', { json: { password }, locale: props.locale, lang: props.lang });
      ref.current?.close();
      props.onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.body.errors?.password?.[0] ?? e.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-explain`}
      onCancel={props.onCancel}
      className="m-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      data-testid="reauth-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('admin:reauth.heading')}
        </h2>
        <p id={`${id}-explain`} className="text-sm text-slate-700 dark:text-slate-300">
          {t('admin:reauth.explain')}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            {t('admin-customers:reauth.password')}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            // The dialog's only field: focused when it opens, as a prompt is expected to be.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              ref.current?.close();
              props.onCancel();
            }}
          >
            {t('admin-customers:reauth.cancel')}
          </button>
          <button type="submit" className={buttonClass} disabled={busy}>
            {t('admin:reauth.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * For destructive, bulk and export actions: `run(call)` makes the call and, when the server wants
 * the password typed again, shows the prompt and retries the call once it is confirmed. Render
 * `prompt` somewhere in the screen. Cancelling rejects with `ReauthCancelled`.
 */
export function useReauth(locale: Locale, lang: string | undefined) {
  const [waiting, setWaiting] = useState<{ resolve: () => void; reject: (e: Error) => void } | null>(null);
  const run = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!needsReauth(error)) throw error;
      await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
      return call();
    }
  }, []);
  const prompt = waiting ? (
    <PasswordPrompt
      locale={locale}
      lang={lang}
      onDone={() => {
        setWaiting(null);
        waiting.resolve();
      }}
      onCancel={() => {
        setWaiting(null);
        waiting.reject(new ReauthCancelled());
      }}
    />
  ) : null;
  return { run, prompt };
}

/**
 * In an event handler, `adminJson` signals an ended session by throwing the login redirect: follow
 * it (the token is already dropped). True when it was one.
 */
export function followAdminRedirect(error: unknown): boolean {
  if (!(error instanceof Response) || !error.headers.get('Location')) return false;
  window.location.assign(error.headers.get('Location')!);
  return true;
}

// A form's way (client actions): the password is a field of the guarded form itself.

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
    if (needsReauth(error)) return { ok: false, reauth: true, message: null, errors: {} };
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
