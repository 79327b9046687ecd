import { useEffect, useSyncExternalStore } from 'react';
import { useRootData } from '~/root-data';
import { appStore } from '~/state/store';
import type { HeaderUser } from '../../../common/accounts/types';
import { islandUserFor, releaseLoginLink } from './personal-island';

export type { HeaderUser };

const unchanging = () => () => {};

/**
 * Who is signed in: the root loader's user, or on a stored public page the customer's data served
 * beside it — taken after hydration (the page was rendered for visitors, and hydrates as one).
 */
export function useHeaderUser(): HeaderUser | null {
  const root = useRootData() as { user?: HeaderUser | null } | undefined;
  const island = useSyncExternalStore(
    unchanging,
    () => islandUserFor(root),
    () => null,
  );
  return root?.user ?? island;
}

/** Mirrors the server's session into the store after hydration (display only; token stays null). */
export function useUserMirror(user: HeaderUser | null) {
  const id = user?.id;
  const first = user?.first_name;
  const last = user?.last_name;
  useEffect(() => {
    appStore.setUser(id ? { first_name: first, last_name: last } : {});
    if (id) releaseLoginLink();
  }, [id, first, last]);
}
