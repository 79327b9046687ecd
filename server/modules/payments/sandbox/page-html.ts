import type { TFunction } from 'i18next';
import { directionOf, LANGUAGES, LOCALES, type Locale } from '../../../../common/i18n/languages';
import type { CardField, CardProblem } from './cards';

/** Text for HTML: every interpolated value goes through here. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Logical properties only: the same sheet reads right to left in Arabic. Contrast ≥ 4.5:1 throughout.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans Arabic",sans-serif;font-size:1rem;line-height:1.5;color:#0f172a;background:#f1f5f9}
.banner p{margin:0}.banner{padding-block:.5rem;padding-inline:1rem;background:#fef3c7;color:#713f12;font-size:.875rem;text-align:center;border-block-end:1px solid #f59e0b}
main{max-inline-size:28rem;margin-inline:auto;margin-block:1.5rem;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(15 23 42/.15)}
.merchant{margin:0;color:#475569;font-size:.875rem;font-weight:600}
h1{margin-block:.25rem .5rem;font-size:1.5rem;line-height:1.25}
h2{margin-block:1.5rem .5rem;font-size:1rem}
.muted{margin-block:0 .25rem;color:#475569;font-size:.875rem}
form{margin-block-start:1rem}
.field{margin-block-end:1rem}
.row{display:flex;gap:1rem}.row>.field{flex:1;min-inline-size:0}
label{display:block;margin-block-end:.25rem;font-weight:600;font-size:.875rem}
.hint{display:block;color:#475569;font-size:.8125rem;margin-block-end:.25rem}
input{inline-size:100%;padding:.625rem .75rem;font:inherit;color:inherit;background:#fff;border:1px solid #64748b;border-radius:.375rem}
input[dir=ltr]{text-align:start}
[dir=rtl] input[dir=ltr]{text-align:end}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.error{display:block;color:#b91c1c;font-size:.875rem;margin-block-start:.25rem}
.summary{margin-block:1rem;padding:.75rem 1rem;border:2px solid #b91c1c;border-radius:.5rem;color:#7f1d1d;background:#fef2f2}
.summary p{margin:0 0 .25rem;font-weight:600}.summary ul{margin:0;padding-inline-start:1.25rem}.summary a{color:#7f1d1d}
button{display:block;inline-size:100%;padding:.75rem 1rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid #1d4ed8;cursor:pointer;background:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#1e3a8a;margin-block-start:.75rem}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.cancel{display:inline-block;margin-block-start:1rem}
.cards{margin:0;padding-inline-start:1.25rem;font-size:.875rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace;unicode-bidi:isolate}
nav ul{display:flex;gap:1rem;list-style:none;margin:1.5rem 0 0;padding:0;font-size:.875rem}
@media (max-width:30rem){main{margin-block:0;border-radius:0;box-shadow:none}.row{flex-direction:column;gap:0}}
`;

export interface PageFrame {
  locale: Locale;
  t: TFunction;
  title: string;
  /** The page's own URL without the language, for the language links. */
  selfPath: string;
  nonce?: string;
}

/** The frame of every sandbox page: language and direction, the sandbox banner, the language links. */
export function page(frame: PageFrame, body: string): string {
  const { locale, t } = frame;
  const links = LOCALES.map((lng) =>
    lng === locale
      ? `<li><span lang="${lng}" aria-current="true">${escapeHtml(LANGUAGES[lng].label)}</span></li>`
      : `<li><a href="${escapeHtml(`${frame.selfPath}?lang=${lng}`)}" lang="${lng}" hreflang="${lng}">${escapeHtml(LANGUAGES[lng].label)}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(frame.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p>${escapeHtml(t('payments:sandbox.banner'))}</p></header>
<main>
${body}
<nav aria-label="${escapeHtml(t('payments:sandbox.language'))}"><ul>${links}</ul></nav>
</main>
</body>
</html>`;
}

export interface CardFormView {
  amount: string;
  description: string;
  email: string;
  action: string;
  cancelUrl: string;
  xsrf: string;
  values: Partial<Record<CardField, string>>;
  errors: Partial<Record<CardField, CardProblem>>;
}

const FIELDS: {
  name: CardField;
  autocomplete: string;
  ltr: boolean;
  inputmode?: string;
  hint?: string;
  size?: number;
}[] = [
  { name: 'name', autocomplete: 'cc-name', ltr: false },
  { name: 'number', autocomplete: 'cc-number', ltr: true, inputmode: 'numeric', hint: 'numberHint' },
  { name: 'expiry', autocomplete: 'cc-exp', ltr: true, inputmode: 'numeric', hint: 'expiryHint' },
  { name: 'cvc', autocomplete: 'cc-csc', ltr: true, inputmode: 'numeric', hint: 'cvcHint' },
];

function field(t: TFunction, view: CardFormView, name: CardField) {
  const spec = FIELDS.find((f) => f.name === name)!;
  const problem = view.errors[name];
  const described = [spec.hint ? `${name}-hint` : '', problem ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${name}">${escapeHtml(t(`payments:sandbox.${name}`))}</label>
${spec.hint ? `<span class="hint" id="${name}-hint">${escapeHtml(t(`payments:sandbox.${spec.hint}`))}</span>` : ''}
<input id="${name}" name="${name}" type="text" autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''}${spec.ltr ? ' dir="ltr"' : ''} required value="${escapeHtml(view.values[name] ?? '')}"${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}>
${problem ? `<span class="error" id="${name}-error">${escapeHtml(t(`payments:sandbox.errors.${name}.${problem}`))}</span>` : ''}
</div>`;
}

/** The hosted card form, with the test cards listed; re-rendered with its errors after a bad submit. */
export function cardForm(t: TFunction, view: CardFormView): string {
  const problems = FIELDS.filter((f) => view.errors[f.name]);
  const summary = problems.length
    ? `<div class="summary" role="alert" tabindex="-1" id="errors"><p>${escapeHtml(t('payments:sandbox.errorsTitle'))}</p><ul>${problems
        .map(
          (f) =>
            `<li><a href="#${f.name}">${escapeHtml(t(`payments:sandbox.errors.${f.name}.${view.errors[f.name]}`))}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  const cards = [
    ['4242 4242 4242 4242', 'cardSucceeds'],
    ['4000 0000 0000 0002', 'cardDeclined'],
    ['4000 0027 6000 3184', 'cardRequiresAction'],
  ]
    .map(
      ([number, key]) =>
        `<li><code dir="ltr">${number}</code> — ${escapeHtml(t(`payments:sandbox.${key}`))}</li>`,
    )
    .join('');
  return `<p class="merchant">${escapeHtml(t('payments:sandbox.merchant'))}</p>
<h1>${escapeHtml(t('payments:sandbox.amountTitle', { amount: view.amount }))}</h1>
<p class="muted">${escapeHtml(view.description)}</p>
${view.email ? `<p class="muted">${escapeHtml(t('payments:sandbox.forEmail', { email: view.email }))}</p>` : ''}
${summary}
<form method="post" action="${escapeHtml(view.action)}" novalidate aria-label="${escapeHtml(t('payments:sandbox.form'))}">
<input type="hidden" name="_xsrf" value="${escapeHtml(view.xsrf)}">
${field(t, view, 'name')}
${field(t, view, 'number')}
<div class="row">${field(t, view, 'expiry')}${field(t, view, 'cvc')}</div>
<button type="submit">${escapeHtml(t('payments:sandbox.pay', { amount: view.amount }))}</button>
</form>
<a class="cancel" href="${escapeHtml(view.cancelUrl)}">${escapeHtml(t('payments:sandbox.cancel'))}</a>
<section aria-labelledby="test-cards">
<h2 id="test-cards">${escapeHtml(t('payments:sandbox.testCards'))}</h2>
<ul class="cards">${cards}</ul>
<p class="muted">${escapeHtml(t('payments:sandbox.testCardsHelp'))}</p>
</section>`;
}

/** The extra step: the bank (played by the sandbox) asks the customer to confirm or refuse. */
export function stepForm(
  t: TFunction,
  view: { amount: string; last4: string; action: string; xsrf: string },
) {
  return `<p class="merchant">${escapeHtml(t('payments:sandbox.merchant'))}</p>
<h1>${escapeHtml(t('payments:sandbox.stepTitle'))}</h1>
<p>${escapeHtml(t('payments:sandbox.stepBody', { amount: view.amount, last4: view.last4 }))}</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="_xsrf" value="${escapeHtml(view.xsrf)}">
<button type="submit" name="decision" value="confirm">${escapeHtml(t('payments:sandbox.stepConfirm'))}</button>
<button type="submit" name="decision" value="refuse" class="secondary">${escapeHtml(t('payments:sandbox.stepRefuse'))}</button>
</form>`;
}

/** A message page (expired, not found, forbidden), with a way back when there is one. */
export function messagePage(title: string, body: string, back?: { href: string; label: string }) {
  return `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${back ? `<a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>` : ''}`;
}
