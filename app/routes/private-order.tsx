import { data } from 'react-router';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import type { Route } from './+types/private-order';

export const headers = () => NO_STORE;

/**
 * /order/{id}, /account/my-order/{id} and its package page: a visitor goes to /login first; a
 * customer sees only their own orders, and none are stored yet, so every id answers 404 (the
 * orders issue replaces this module with the real pages).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  throw data(null, { status: 404, statusText: 'Not Found', headers: NO_STORE });
}

export default function PrivateOrder() {
  return null;
}
