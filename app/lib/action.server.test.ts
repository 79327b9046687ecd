import { data, redirect, type AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/platform/logger';
import { takeToast } from '../toast.server';
import { guardAction } from './action.server';

const secret = 's'.repeat(40);
const logged: string[] = [];
const context = {
  services: { logger: createLogger('info', {}, (l) => logged.push(l)), config: { sessionSecret: secret } },
  requestId: 'req-1',
} as unknown as AppLoadContext;
const request = new Request('http://shop.test/fr/contactus?x=1', { method: 'POST' });

async function thrown(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('guardAction', () => {
  it('passes through what the action returns or throws on purpose', async () => {
    expect(await guardAction(async () => ({ ok: true }))({ request, context })).toEqual({ ok: true });
    const redirected = await thrown(
      guardAction(async () => {
        throw redirect('/x');
      })({ request, context }),
    );
    expect((redirected as Response).headers.get('Location')).toBe('/x');
    const invalid = await thrown(
      guardAction(async () => {
        throw data({ m: 1 }, { status: 422 });
      })({ request, context }),
    );
    expect((invalid as { init: ResponseInit }).init.status).toBe(422);
  });

  it("turns an unexpected failure into a redirect back with the 'Something went wrong !' toast", async () => {
    const res = (await thrown(
      guardAction(async () => {
        throw new Error('database exploded');
      })({ request, context }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/fr/contactus?x=1');
    const next = new Request('http://shop.test/fr/contactus', {
      headers: { Cookie: res.headers.get('Set-Cookie')!.split(';')[0]! },
    });
    const { toast } = await takeToast(next, secret);
    expect(toast).toEqual({ type: 'error', key: 'errors.somethingWentWrong', id: expect.any(String) });
    expect(logged.join('\n')).toContain('database exploded');
  });
});
