import { redirect } from 'react-router';
import {
  clearedSessionCookie,
  localizedFor,
  NO_STORE,
  sessionSecretOf,
} from '~/features/auth/session.server';
import { readFormData } from '~/lib/form.server';
import type { Route } from './+types/logout';

/** Logging out is a POST (a link could be triggered by another site); a GET just goes home. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedFor(request, '/'), { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await readFormData(request);
  await context.services.accounts.sessions.revoke(sessionSecretOf(request));
  return redirect(localizedFor(request, '/'), {
    headers: { 'Set-Cookie': clearedSessionCookie(context.services.config.secureCookies), ...NO_STORE },
  });
}
