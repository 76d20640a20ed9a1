import { screen, within } from '@testing-library/react';
import { renderScreen } from '@cabinet/contracts/testing';
import { formatMoney, type Locale } from '@cabinet/i18n';
import '../../catalog';
import { makeBot } from '../../testing/bots';
import { BalanceBar } from './BalanceBar';

// The balance and the top-up's minimum in each language, as the page shows them: one money format for both.
const SHOWN: Record<Locale, { balance: string; minimum: string; sizes: string[] }> = {
  en: { balance: 'Balance: $19.76', minimum: 'Top up (at least $20):', sizes: ['+$20', '+$50', '+$100'] },
  ru: { balance: 'Баланс: $19,76', minimum: 'Пополнить (не менее $20):', sizes: ['+$20', '+$50', '+$100'] },
  'pt-BR': { balance: 'Saldo: $19,76', minimum: 'Recarregar (no mínimo $20):', sizes: ['+$20', '+$50', '+$100'] },
  'uk-UA': { balance: 'Баланс: $19,76', minimum: 'Поповнити (щонайменше $20):', sizes: ['+$20', '+$50', '+$100'] },
};

it.each(Object.keys(SHOWN) as Locale[])('in %s writes the balance and the top-up amounts in the one money format', async (locale) => {
  const bot = makeBot({ balanceCents: 1976 });
  await renderScreen(<BalanceBar bot={bot} />, { route: 'flowCopilotBots.bot', params: { copilotBotId: bot.id }, locale });
  const shown = SHOWN[locale];
  expect(shown.balance).toContain(formatMoney(19.76, 'USD', locale));
  expect(await screen.findByText(shown.balance)).toBeInTheDocument();
  expect(screen.getByText(shown.minimum)).toBeInTheDocument();
  const sizes = within(screen.getByRole('group')).getAllByRole('link').map((link) => link.textContent);
  expect(sizes.slice(0, 3)).toEqual(shown.sizes);
});
