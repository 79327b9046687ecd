import { describe, expect, it } from 'vitest';
import { createAppStore, initialState, STORAGE_KEY } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('app store', () => {
  it('starts with the spec defaults', () => {
    expect(initialState).toEqual({
      isDark: false,
      token: null,
      isLoggedIn: true,
      isSideOpen: false,
      user: {},
    });
  });

  it('persists every change under the "todoList" key and reloads it', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.load();
    store.setTheme(true);
    store.toggleSide();
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toMatchObject({ isDark: true, isSideOpen: true });
    const again = createAppStore(storage);
    expect(again.load().isDark).toBe(true);
  });

  it('never keeps a token, and ignores malformed saved state', () => {
    const store = createAppStore(memoryStorage({ [STORAGE_KEY]: '{"token":"stolen","isDark":"yes"' }));
    expect(store.load({ isDark: true })).toMatchObject({ token: null, isDark: true });
    const withToken = createAppStore(memoryStorage({ [STORAGE_KEY]: '{"token":"abc","isDark":false}' }));
    expect(withToken.load().token).toBeNull();
  });

  it('notifies subscribers and sets the user and sidebar through setters', () => {
    const store = createAppStore(memoryStorage());
    let calls = 0;
    store.subscribe(() => calls++);
    store.setUser({ first_name: 'Salma', last_name: 'Idrissi' });
    store.toggleSide(false);
    store.setToken(null);
    expect(calls).toBe(3);
    expect(store.getState().user.first_name).toBe('Salma');
  });
});
