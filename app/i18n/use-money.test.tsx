import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '~/test/render';
import { formatMoney, formatMoneyOff } from '../../common/format/money';
import { moneyTextKey, MoneyTextsContext, type MoneyTexts } from './money-texts';
import { useMoney, useMoneyOff } from './use-money';

function Amounts() {
  const money = useMoney();
  const moneyOff = useMoneyOff();
  return (
    <p>
      <span data-testid="price">{money(24905, 'MAD')}</span>
      <span data-testid="off">{moneyOff(2490, 'MAD')}</span>
    </p>
  );
}

function renderAmounts(texts: MoneyTexts, locale: 'fr' | 'ar') {
  renderWithI18n(
    <MoneyTextsContext.Provider value={texts}>
      <Amounts />
    </MoneyTextsContext.Provider>,
    locale,
  );
}

describe('useMoney', () => {
  it('shows the text the page carried for an amount, as hydration must, without formatting it again', () => {
    // A text no formatter would write: only the carried one can show it.
    const texts: MoneyTexts = new Map([[moneyTextKey('fr', 24905, 'MAD'), '249,05 MAD (serveur)']]);
    renderAmounts(texts, 'fr');
    expect(screen.getByTestId('price')).toHaveTextContent('249,05 MAD (serveur)');
    // The amount taken off was not carried: formatted here, and kept for the next render.
    expect(screen.getByTestId('off').textContent).toBe(formatMoneyOff(2490, 'MAD', 'fr'));
    expect(texts.get(moneyTextKey('fr', -2490, 'MAD'))).toBe(formatMoneyOff(2490, 'MAD', 'fr'));
  });

  it('keeps each language’s text apart, and formats without carried texts', () => {
    const texts: MoneyTexts = new Map([[moneyTextKey('fr', 24905, 'MAD'), '249,05 MAD']]);
    renderAmounts(texts, 'ar');
    expect(screen.getByTestId('price').textContent).toBe(formatMoney(24905, 'MAD', 'ar'));
    expect(texts.get(moneyTextKey('ar', 24905, 'MAD'))).toBe(formatMoney(24905, 'MAD', 'ar'));
  });
});
