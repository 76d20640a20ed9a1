import { AI_TOP_UP_SIZES, AI_TOP_UP_TARIFF, type CopilotBot } from '@cabinet/api/ai';
import { RouteLink } from '@cabinet/contracts';
import { Flex, StatusTag, Typography } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { formatUsd, topUpMinimum } from '../../shared/money';

const messages = {
  balance: /*i18n*/ { id: 'ai.balance.label', message: 'Balance: {amount}' },
  topUp: /*i18n*/ { id: 'ai.balance.topUp', message: 'Top up (at least {minimum}):' },
  size: /*i18n*/ { id: 'ai.balance.size', message: '+{amount}' },
  other: /*i18n*/ { id: 'ai.balance.other', message: 'another amount' },
  sizes: /*i18n*/ { id: 'ai.balance.sizes', message: 'Top-up amounts' },
  publicChat: /*i18n*/ { id: 'ai.balance.publicChat', message: 'Open the public chat' },
  night: /*i18n*/ { id: 'ai.balance.night', message: 'Night assistant: answers outside its work hours' },
};

/**
 * The assistant's balance with its top-up (spec sections 5 and 9: at least $20, tariff 20 and its sizes 21-23):
 * each size opens the payments remote on tariff 20 with the amount and this assistant, and the paid amount
 * is added to the balance when the provider says the payment succeeded. Beside it the visitor's public chat.
 */
export function BalanceBar({ bot }: { bot: CopilotBot }) {
  const t = useTranslate();
  const search = (usd: number) => `?tariff=${AI_TOP_UP_TARIFF}&aiBalance=${usd}&copilotBotId=${bot.id}`;
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t(messages.balance, { amount: formatUsd(bot.balanceCents / 100) })}</Typography.Text>
      <Flex gap={8} wrap align="center" role="group" aria-label={t(messages.sizes)}>
        <Typography.Text>{t(messages.topUp, topUpMinimum())}</Typography.Text>
        {AI_TOP_UP_SIZES.map((size) => (
          <RouteLink key={size.tariff} to="payments" search={search(size.usd)}>
            {t(messages.size, { amount: formatUsd(size.usd) })}
          </RouteLink>
        ))}
        <RouteLink to="payments" search={search(AI_TOP_UP_SIZES[0].usd)}>
          {t(messages.other)}
        </RouteLink>
      </Flex>
      <RouteLink to="aiChat" params={{ botId: bot.id }}>
        {t(messages.publicChat)}
      </RouteLink>
      {bot.answersOutsideWorkHours ? <StatusTag tone="info">{t(messages.night)}</StatusTag> : null}
    </Flex>
  );
}
