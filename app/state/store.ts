import { useSyncExternalStore } from 'react';

/** Display state only: the session itself lives in an httpOnly cookie, so `token` stays null here. */
export interface StoredUser {
  first_name?: string;
  last_name?: string;
}

export interface AppState {
  isDark: boolean;
  token: string | null;
  isLoggedIn: boolean;
  isSideOpen: boolean;
  user: StoredUser;
}

export const STORAGE_KEY = 'todoList';

export const initialState: AppState = {
  isDark: false,
  token: null,
  isLoggedIn: true,
  isSideOpen: false,
  user: {},
};

type Listener = () => void;

export function createAppStore(storage?: Pick<Storage, 'getItem' | 'setItem'>) {
  let state: AppState = initialState;
  const listeners = new Set<Listener>();

  function set(patch: Partial<AppState>) {
    state = { ...state, ...patch };
    if (storage) {
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        // Storage full or disabled: the state still works for this page.
      }
    }
    listeners.forEach((listener) => listener());
  }

  /** Reads the persisted state; unknown or malformed fields fall back to their defaults. */
  function load(defaults: Partial<AppState> = {}) {
    let saved: Partial<AppState> = {};
    try {
      const raw = storage?.getItem(STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === 'object') saved = parsed as Partial<AppState>;
    } catch {
      saved = {};
    }
    state = {
      isDark: typeof saved.isDark === 'boolean' ? saved.isDark : (defaults.isDark ?? initialState.isDark),
      token: null,
      isLoggedIn: defaults.isLoggedIn ?? initialState.isLoggedIn,
      isSideOpen: false,
      user: defaults.user ?? (isUser(saved.user) ? saved.user : initialState.user),
    };
    return state;
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    setTheme: (isDark: boolean) => set({ isDark }),
    setUser: (user: StoredUser) => set({ user, isLoggedIn: Object.keys(user).length > 0 }),
    setToken: (token: string | null) => set({ token }),
    toggleSide: (isSideOpen?: boolean) => set({ isSideOpen: isSideOpen ?? !state.isSideOpen }),
  };
}

function isUser(value: unknown): value is StoredUser {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The browser's one store; on the server it is never read (hooks use the server value). */
export const appStore = createAppStore(typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Reads a slice of the store. `serverValue` is what the server rendered (from its cookies and
 * session), so hydration matches; the browser's persisted value takes over right after.
 */
export function useAppState<T>(select: (state: AppState) => T, serverValue: T): T {
  return useSyncExternalStore(
    appStore.subscribe,
    () => select(appStore.getState()),
    () => serverValue,
  );
}
