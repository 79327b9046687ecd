import { describe, expect, it } from 'vitest';
import { forbidServerImports } from './forbid-server-imports';

type ResolveId = (
  this: { error: (msg: string) => never },
  s: string,
  i: string | undefined,
  o: { ssr?: boolean },
) => null;

function resolve(source: string, importer: string, ssr = false) {
  const plugin = forbidServerImports('/repo');
  const hook = plugin.resolveId as unknown as ResolveId;
  return () =>
    hook.call(
      {
        error: (msg: string) => {
          throw new Error(msg);
        },
      },
      source,
      importer,
      { ssr },
    );
}

describe('forbidServerImports', () => {
  it('fails the browser build when app code imports server code', () => {
    expect(resolve('../../server/services', '/repo/app/routes/home.tsx')).toThrow(
      /may not import server code/,
    );
    expect(resolve('./toast.server', '/repo/app/root.tsx')).toThrow(/may not import server code/);
  });

  it('lets the server build and ordinary modules through', () => {
    expect(resolve('../../server/services', '/repo/app/routes/home.tsx', true)()).toBeNull();
    expect(resolve('react', '/repo/app/root.tsx')()).toBeNull();
    expect(resolve('./observer', '/repo/app/x.tsx')()).toBeNull();
  });
});
