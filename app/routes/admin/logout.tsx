import { redirect } from 'react-router';
import { adminFetch, adminPath, adminToken } from '~/features/admin/admin-api';
import { adminScreen } from '~/features/admin/admin-screen';
import type { Route } from './+types/logout';

/** POST /api/admin/logout ends the session on the server; the tab forgets the token either way. */
export async function clientAction({ params }: Route.ClientActionArgs) {
  const { locale } = adminScreen(params);
  if (adminToken.get()) await adminFetch('/logout', { method: 'POST', locale }).catch(() => null);
  adminToken.clear();
  return redirect(adminPath(params.lang, '/admin/login'));
}

/** Reached by address: nothing to show, the admin home decides where to go. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return redirect(adminPath(params.lang, '/admin'));
}

export function HydrateFallback() {
  return null;
}
