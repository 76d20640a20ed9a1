import { screen } from '@testing-library/react';
import { computePrice, TARIFFS } from '@cabinet/api/payments';
import { renderScreen } from '@cabinet/contracts/testing';
import { formatMoney, type Locale } from '@cabinet/i18n';
import '../catalog';
import { PricePreview } from './PricePreview';

// (The page's text is matched with its spaces made plain, as testing-library reads it.)
// An AI balance top-up's line names the amount as the AI assistant's page writes balances: one money format.
const LINES: Record<Locale, string> = {
  en: 'AI balance $1,500',
  ru: 'Баланс ИИ $1 500',
  'pt-BR': 'Saldo de IA $1.500',
  'uk-UA': 'Баланс ШІ $1 500',
};

it.each(Object.keys(LINES) as Locale[])('in %s writes the AI balance it tops up in the one money format', async (locale) => {
  const price = { ...computePrice({ tariff: TARIFFS.aiAssistant, units: 1, period: 1, messageCount: 0, reviewRatings: 0, aiBalanceUsd: 1500, currency: 'USD', discountPercent: 0 }), tariff: TARIFFS.aiAssistant, isAutoPay: false, autoPayAvailable: false, promo: null };
  await renderScreen(<PricePreview price={price} updating={false} locale={locale} />, { route: 'payments', locale });
  expect(LINES[locale]).toContain(formatMoney(1500, 'USD', locale).replace(/\s/g, ' '));
  expect(await screen.findByText(LINES[locale])).toBeInTheDocument();
});
