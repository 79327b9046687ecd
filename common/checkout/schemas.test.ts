import { describe, expect, it } from 'vitest';
import { CheckoutDetailsSchema, CheckoutPaymentSchema } from './schemas';

describe('the details step form', () => {
  it('takes one link per line, blank lines ignored, notes trimmed', () => {
    expect(
      CheckoutDetailsSchema.parse({
        notes: '  le matin ',
        links: 'https://example.test/a\r\n\n  http://shop.example.com/b  \n',
      }),
    ).toEqual({ notes: 'le matin', links: ['https://example.test/a', 'http://shop.example.com/b'] });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.test/a',
    'example.test',
    'https://exa mple.test',
    'http://localhost',
  ])('refuses %s as a link', (link) => {
    const result = CheckoutDetailsSchema.safeParse({ notes: '', links: link });
    expect(result.error?.issues[0]).toMatchObject({ path: ['links', 0], message: 'url' });
  });

  it('refuses more than ten links and notes over 5000 characters', () => {
    const links = Array.from({ length: 11 }, (_, i) => `https://example.test/${i}`).join('\n');
    expect(CheckoutDetailsSchema.safeParse({ notes: '', links }).error?.issues[0]?.message).toBe('tooMany');
    expect(
      CheckoutDetailsSchema.safeParse({ notes: 'x'.repeat(5001), links: '' }).error?.issues[0]?.message,
    ).toBe('tooLong');
  });

  it('takes no other field (no price, no total)', () => {
    expect(CheckoutDetailsSchema.safeParse({ notes: '', links: '', total: '1' }).success).toBe(false);
    expect(CheckoutPaymentSchema.safeParse({ payment_mode: 'free' }).success).toBe(false);
  });
});
