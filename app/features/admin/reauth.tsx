import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * The one way to ask the password again (ADR-0600, ADR-0611): `withReauth(call)` makes the call
 * and, when the server answers 403 `{reauthenticate:true}`, opens the password dialog that
 * `ReauthHost` renders (the admin shell mounts it) and retries the call once the password is
 * confirmed. A module-level request, not a hook, so event handlers and client actions use it alike.
 * Closing the dialog rejects with `ReauthCancelled`.
 */
interface Asking {
  locale: Locale;
  lang: string | undefined;
  waiters: { resolve: () => void; reject: (e: Error) => void }[];
}
let asking: Asking | null = null;
let hosts = 0;
const listeners = new Set<() => void>();
const publish = (next: Asking | null) => {
  asking = next;
  for (const listener of listeners) listener();
};

function askPassword(locale: Locale, lang: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // Two guarded calls at once share one dialog.
    if (asking) asking.waiters.push({ resolve, reject });
    else publish({ locale, lang, waiters: [{ resolve, reject }] });
  });
}

function settle(outcome: 'confirmed' | 'cancelled') {
  const done = asking;
  publish(null);
  for (const waiter of done?.waiters ?? [])
    if (outcome === 'confirmed') waiter.resolve();
    else waiter.reject(new ReauthCancelled());
}

export async function withReauth<T>(
  call: () => Promise<T>,
  opts: { locale: Locale; lang: string | undefined },
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // Without a dialog on the page there is nobody to ask: the refusal stands.
    if (!needsReauth(error) || hosts === 0) throw error;
    await askPassword(opts.locale, opts.lang);
    return call();
  }
}

function PasswordPrompt(props: {
  locale: Locale;
  lang: string | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    // Focus goes back where it was (the button that asked) when the dialog closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus();
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
          {t('reauth.heading')}
        </h2>
        <p id={`${id}-explain`} className="text-sm text-slate-700 dark:text-slate-300">
          {t('reauth.explain')}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            {t('reauth.password')}
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
            {t('reauth.cancel')}
          </button>
          <button type="submit" className={buttonClass} disabled={busy}>
            {t('reauth.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the password dialog appears: once, in the admin shell. */
export function ReauthHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => asking,
    () => null,
  );
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  }, []);
  if (!current) return null;
  return (
    <PasswordPrompt
      locale={current.locale}
      lang={current.lang}
      onDone={() => settle('confirmed')}
      onCancel={() => settle('cancelled')}
    />
  );
}

/** `withReauth` bound to the screen's language, for event handlers. */
export function useReauth(locale: Locale, lang: string | undefined) {
  const run = useCallback(<T,>(call: () => Promise<T>) => withReauth(call, { locale, lang }), [locale, lang]);
  return { run };
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
