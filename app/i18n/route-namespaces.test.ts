import { describe, expect, it } from 'vitest';
import { namespacesOf } from './route-namespaces';

describe('route namespaces', () => {
  it('is the union of the matched routes’ handles, common first, in the one namespace order', () => {
    const matches = [{ handle: { i18n: ['common'] } }, { handle: { i18n: ['search', 'contact'] } }, {}];
    expect(namespacesOf(matches, false)).toEqual(['common', 'search', 'contact']);
    expect(namespacesOf([{ handle: { i18n: ['catalog'] } }], false)).toEqual(['common', 'catalog']);
  });

  it('adds the signed-in header’s namespace when someone is logged in', () => {
    expect(namespacesOf([], true)).toEqual(['common', 'account']);
    expect(namespacesOf([{ handle: { i18n: ['account'] } }], true)).toEqual(['common', 'account']);
  });
});
