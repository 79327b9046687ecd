import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const LENGTH = 6;

/**
 * One box per digit: typing moves to the next box, Backspace on an empty box goes back, pasting
 * fills every box. The digits always read left to right (dir="ltr"), also on Arabic pages.
 */
export function CodeInput({ name = 'digit', invalid }: { name?: string; invalid?: boolean }) {
  const { t } = useTranslation('account');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(LENGTH - 1, i))]?.focus();

  function fill(from: number, digits: string) {
    digits
      .slice(0, LENGTH - from)
      .split('')
      .forEach((d, k) => {
        const box = boxes.current[from + k];
        if (box) box.value = d;
      });
    focusBox(from + digits.length);
  }

  function onInput(i: number, event: FormEvent<HTMLInputElement>) {
    const digits = event.currentTarget.value.replace(/\D/g, '');
    event.currentTarget.value = digits.slice(0, 1);
    if (digits.length > 1) fill(i, digits);
    else if (digits) focusBox(i + 1);
  }

  function onKeyDown(i: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !event.currentTarget.value) {
      event.preventDefault();
      const previous = boxes.current[i - 1];
      if (previous) {
        previous.value = '';
        previous.focus();
      }
    } else if (event.key === 'ArrowLeft') focusBox(i - 1);
    else if (event.key === 'ArrowRight') focusBox(i + 1);
  }

  function onPaste(i: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    fill(digits.length >= LENGTH ? 0 : i, digits);
  }

  return (
    <fieldset>
      <legend className="mb-2 font-medium">{t('confirm.codeLabel')}</legend>
      <div dir="ltr" className="flex justify-center gap-1.5 sm:gap-2">
        {Array.from({ length: LENGTH }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            name={name}
            type="text"
            inputMode="numeric"
            pattern="[0-9]"
            maxLength={LENGTH}
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            required
            aria-label={t('confirm.digit', { n: i + 1 })}
            aria-invalid={invalid || undefined}
            data-testid={`code-digit-${i}`}
            onInput={(e) => onInput(i, e)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.currentTarget.select()}
            className="h-12 w-11 rounded-lg border border-slate-300 text-center text-2xl font-bold focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-[invalid=true]:border-red-600 sm:h-14 sm:w-12 dark:border-slate-700 dark:bg-slate-900"
          />
        ))}
      </div>
    </fieldset>
  );
}

export function codeFromForm(form: FormData, name = 'digit'): string {
  return form
    .getAll(name)
    .map((d) => (typeof d === 'string' ? d.trim() : ''))
    .join('');
}
