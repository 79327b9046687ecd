import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog, DialogActions } from '~/components/ui/dialog';
import { TextField } from '~/components/ui/field';
import { ApiError } from '~/lib/api-client';
import type { Locale } from '../../../common/i18n/languages';
import { adminJson } from './admin-api';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    setBusy(true);
    try {
      await adminJson('/reauthenticate', { json: { password }, locale: props.locale, lang: props.lang });
      props.onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.body.errors?.password?.[0] ?? e.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    // The password is the dialog's first field: the dialog focuses it when it opens.
    <Dialog
      open
      onClose={props.onCancel}
      title={t('reauth.heading')}
      description={t('reauth.explain')}
      testId="reauth-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          compact
          name="password"
          type="password"
          label={t('reauth.password')}
          autoComplete="current-password"
          required
          errors={error ? [error] : undefined}
        />
        {/* The field shows the refusal; this says it at once to a screen reader (focus stays put). */}
        <p role="alert" className="sr-only">
          {error}
        </p>
        <DialogActions>
          <Button variant="secondary" onClick={props.onCancel}>
            {t('reauth.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('reauth.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
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

/**
 * In an event handler, `adminJson` signals an ended session by throwing the login redirect: follow
 * it (the token is already dropped). True when it was one.
 */
export function followAdminRedirect(error: unknown): boolean {
  if (!(error instanceof Response) || !error.headers.get('Location')) return false;
  window.location.assign(error.headers.get('Location')!);
  return true;
}
