import { useCallback, useState } from 'react';
import { useToast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';
import type { Locale } from '../../../common/i18n/languages';
import { followAdminRedirect, ReauthCancelled, withReauth } from './reauth';

export type FieldErrors = Record<string, string[]>;

/** Why the last call failed: the API's message (in the page's language), its status and body. */
export interface MutationFailure {
  message: string;
  /** Null when the server was not reached. */
  status: number | null;
  body: Record<string, unknown>;
}

interface MutationState {
  busy: boolean;
  errors: FieldErrors;
  failure: MutationFailure | null;
}

const idle: MutationState = { busy: false, errors: {}, failure: null };

/**
 * The one way an admin screen changes something from an event handler (ADR-0611): `run(call)`
 * marks the screen busy, asks for the password again and retries when the server wants it,
 * follows the login redirect of an ended session, and keeps the refusal's field errors and message
 * for the form. `success` turns the answer into a toast. Resolves to the answer, or null when the
 * call failed or the admin cancelled the password prompt.
 */
export function useAdminMutation(opts: {
  locale: Locale;
  lang: string | undefined;
  /** Said when the server could not be reached; without it, that error is thrown on. */
  fallback?: string;
}) {
  const toast = useToast();
  const [state, setState] = useState<MutationState>(idle);
  const { locale, lang, fallback } = opts;

  const run = useCallback(
    async <T>(call: () => Promise<T>, then: { success?: (answer: T) => string | null } = {}) => {
      setState({ busy: true, errors: {}, failure: null });
      try {
        const answer = await withReauth(call, { locale, lang });
        setState(idle);
        const message = then.success?.(answer);
        if (message) toast('success', message);
        return answer;
      } catch (error) {
        if (error instanceof ReauthCancelled || followAdminRedirect(error)) setState(idle);
        else if (error instanceof ApiError)
          setState({
            busy: false,
            errors: (error.body.errors ?? {}) as FieldErrors,
            failure: { message: error.message, status: error.status, body: error.body },
          });
        else if (fallback !== undefined)
          setState({ busy: false, errors: {}, failure: { message: fallback, status: null, body: {} } });
        else {
          setState(idle);
          throw error;
        }
        return null;
      }
    },
    [locale, lang, fallback, toast],
  );
  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, reset };
}
