import { useEffect } from 'react';
import { useRootData } from '~/root-data';
import { appStore } from '~/state/store';
import type { HeaderUser } from '../../../common/accounts/types';

export type { HeaderUser };

export function useHeaderUser(): HeaderUser | null {
  return (useRootData() as { user?: HeaderUser | null } | undefined)?.user ?? null;
}

/** Mirrors the server's session into the store after hydration (display only; token stays null). */
export function useUserMirror(user: HeaderUser | null) {
  const id = user?.id;
  const first = user?.first_name;
  const last = user?.last_name;
  useEffect(() => {
    appStore.setUser(id ? { first_name: first, last_name: last } : {});
  }, [id, first, last]);
}
