import { describe, expect, it } from 'vitest';
import { redirectWithToast, takeToast } from './toast.server';

const secret = 'x'.repeat(40);

describe('toasts across a redirect', () => {
  it('carries a toast to the next page once, signed', async () => {
    const res = await redirectWithToast('/fr', { type: 'success', message: 'Demande envoyée' }, secret);
    expect(res.status).toBe(302);
    const cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
    const taken = await takeToast(new Request('http://x/fr', { headers: { Cookie: cookie } }), secret);
    expect(taken.toast).toEqual({ type: 'success', message: 'Demande envoyée', id: expect.any(String) });
    expect(taken.headers?.['Set-Cookie']).toMatch(/Max-Age=0/);
  });

  it('tells two toasts with the same text apart, so the second shows too', async () => {
    const ids = new Set<string | undefined>();
    for (let i = 0; i < 2; i++) {
      const res = await redirectWithToast(
        '/fr',
        { type: 'error', message: 'Déjà dans votre panier' },
        secret,
      );
      const cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
      ids.add(
        (await takeToast(new Request('http://x/fr', { headers: { Cookie: cookie } }), secret)).toast?.id,
      );
    }
    expect(ids.size).toBe(2);
  });

  it('ignores a forged or tampered toast cookie', async () => {
    const res = await redirectWithToast(
      '/',
      { type: 'error', key: 'errors.somethingWentWrong' },
      'o'.repeat(40),
    );
    const cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(
      (await takeToast(new Request('http://x/', { headers: { Cookie: cookie } }), secret)).toast,
    ).toBeNull();
  });
});
