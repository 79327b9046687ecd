import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('writes JSON that cannot close its script element', () => {
    const text = scriptJson({ a: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>' });
  });
});
