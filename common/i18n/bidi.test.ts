import { describe, expect, it } from 'vitest';
import { isolate, isolateLeftToRight } from './bidi';

describe('left-to-right tokens in right-to-left plain text', () => {
  it('isolates order numbers, codes, e-mail addresses and amounts, each as one token', () => {
    expect(isolateLeftToRight('استلمنا طلبك 2026-000006 بمبلغ 286,20 د.م.')).toBe(
      `استلمنا طلبك ${isolate('2026-000006')} بمبلغ ${isolate('286,20')} د.م.`,
    );
    expect(isolateLeftToRight('راسلنا على contact@emballo.ma')).toBe(
      `راسلنا على ${isolate('contact@emballo.ma')}`,
    );
  });

  it('isolates a token once, when an isolated text is placed in another', () => {
    const date = isolateLeftToRight('الأربعاء، 16 دجنبر 2026');
    expect(isolateLeftToRight(`تم حجز العرض: ${date}`)).toBe(
      `تم حجز العرض: الأربعاء، ${isolate('16')} دجنبر ${isolate('2026')}`,
    );
  });

  it('leaves links whole, so mail readers still find them', () => {
    expect(isolateLeftToRight('افتح https://shop.example/ar/order/2026-1 الآن')).toBe(
      'افتح https://shop.example/ar/order/2026-1 الآن',
    );
  });

  it("lets an abbreviation's period end the sentence (no double period after the dirham)", () => {
    expect(isolateLeftToRight('بمبلغ 286,20 د.م..')).toBe(`بمبلغ ${isolate('286,20')} د.م.`);
    expect(isolateLeftToRight('انتظر...')).toBe('انتظر...');
  });
});
