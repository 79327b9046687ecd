import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import { fakeApi, json } from '~/test/network';
import { adminScreen } from './admin-screen';

beforeEach(() => {
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token');
  document.documentElement.lang = 'fr';
});

describe('adminScreen, the admin loaders helper', () => {
  it("takes the URL's language, else the page's", () => {
    expect(adminScreen({ lang: 'ar' }).locale).toBe('ar');
    expect(adminScreen({}).locale).toBe('fr');
  });

  it('loads with the language and the token', async () => {
    const api = fakeApi({ '/admin/orders/o1': { body: { data: { id: 'o1' } } } });
    await expect(adminScreen({ lang: 'ar' }).load('/orders/o1')).resolves.toEqual({ data: { id: 'o1' } });
    const [url, init] = api.calls('/admin/orders/o1')[0]!;
    expect(String(url)).toBe('/api/admin/orders/o1?lang=ar');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('turns a 404 into the not-found page', async () => {
    fakeApi({ '/admin/orders/nope': { status: 404, body: { message: 'Not found' } } });
    const thrown = await adminScreen({})
      .load('/orders/nope')
      .catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404, statusText: 'Not Found' } });
  });

  it('lets other refusals through, and `send` keeps a 404 as the refusal it is', async () => {
    fakeApi({
      '/admin/orders': { status: 422, body: { message: 'Invalid', errors: { q: ['bad'] } } },
      '/admin/orders/nope': { status: 404, body: { message: 'Not found' } },
    });
    await expect(adminScreen({}).load('/orders')).rejects.toMatchObject({ status: 422 });
    await expect(adminScreen({}).send('/orders/nope', { json: {} })).rejects.toMatchObject({ status: 404 });
  });

  it('redirects to the login of the page language when the session ended or there is none', async () => {
    fakeApi({ '/admin/orders': { status: 401, body: { message: 'Signed out' } } });
    const ended = await adminScreen({ lang: 'ar' })
      .load('/orders')
      .catch((e: unknown) => e);
    expect((ended as Response).headers.get('Location')).toBe('/ar/admin/login');
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    const none = await adminScreen({})
      .load('/orders')
      .catch((e: unknown) => e);
    expect((none as Response).headers.get('Location')).toBe('/admin/login');
  });

  it('loadList: the page, or the refused filters with their errors and message', async () => {
    fakeApi({
      '/admin/orders': () => json(200, { data: { data: ['A1'], total: 1 } }),
      '/admin/requests': {
        status: 422,
        body: { message: 'Invalid filters', errors: { from: ['Bad date'] } },
      },
    });
    await expect(adminScreen({}).loadList('/orders')).resolves.toEqual({
      page: { data: ['A1'], total: 1 },
      errors: null,
      message: null,
    });
    await expect(adminScreen({}).loadList('/requests')).resolves.toEqual({
      page: null,
      errors: { from: ['Bad date'] },
      message: 'Invalid filters',
    });
  });
});
