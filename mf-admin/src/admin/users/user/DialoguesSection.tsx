import { useMemo } from 'react';
import { DIALOGUES_COUNT_MAX, type UserDialogue } from '@cabinet/api/admin';
import { useRemoteProps } from '@cabinet/contracts';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useUserDialogues } from '../../../api/dialogues';
import { CellDetail, QueryFailed, useShowMore, WholeTable } from '../../../shared/lists';
import { Section } from '../../../shared/Section';

const messages = {
  title: /*i18n*/ { id: 'admin.user.dialogues.title', message: 'AI assistant dialogues' },
  table: /*i18n*/ { id: 'admin.user.dialogues.table', message: 'Dialogues of the user’s AI assistants' },
  startedAt: /*i18n*/ { id: 'admin.user.dialogues.startedAt', message: 'Started' },
  bot: /*i18n*/ { id: 'admin.user.dialogues.bot', message: 'Assistant' },
  clientLine: /*i18n*/ { id: 'admin.user.dialogues.clientLine', message: 'Client: {phone}' },
  messages: /*i18n*/ { id: 'admin.user.dialogues.messages', message: 'Messages' },
  tokensLine: /*i18n*/ { id: 'admin.user.dialogues.tokensLine', message: 'Tokens in / out: {input, number} / {output, number}' },
  cost: /*i18n*/ { id: 'admin.user.dialogues.cost', message: 'Cost, USD' },
  handedOver: /*i18n*/ { id: 'admin.user.dialogues.handedOver', message: 'Handed to a person' },
  empty: /*i18n*/ { id: 'admin.user.dialogues.empty', message: 'No dialogue yet' },
  loadFailed: /*i18n*/ { id: 'admin.user.dialogues.loadFailed', message: 'The dialogues could not be loaded' },
  more: /*i18n*/ { id: 'admin.user.dialogues.more', message: 'Show older dialogues' },
};

const PAGE = 10;

/** Cents as the locale writes an amount, always with its two decimals (0,12 in Russian, 0.12 in English). */
const formatCost = (cents: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** The user's AI-assistant dialogues, newest first, older ones on demand (read-only: support reads what the assistants did). */
export function DialoguesSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const more = useShowMore(PAGE, DIALOGUES_COUNT_MAX);
  const dialogues = useUserDialogues(userId, more.count);
  // Four columns, each neighbour's figure under it (the client under the assistant, the tokens under the
  // messages): seven side by side scrolled the table sideways at 1024 px.
  const columns = useMemo<TableColumnsType<UserDialogue>>(
    () => [
      {
        key: 'startedAt',
        title: t(messages.startedAt),
        render: (_, row) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.startedAt, locale, 'compact')}</span>
            {row.handedOver ? <CellDetail>{t(messages.handedOver)}</CellDetail> : null}
          </>
        ),
      },
      {
        key: 'bot',
        title: t(messages.bot),
        render: (_, row) => (
          <>
            {row.botName}
            <CellDetail>{t(messages.clientLine, { phone: row.clientPhone })}</CellDetail>
          </>
        ),
      },
      {
        key: 'messages',
        title: t(messages.messages),
        align: 'right',
        render: (_, row) => (
          <>
            {row.messages}
            <CellDetail>{t(messages.tokensLine, { input: row.inputTokens, output: row.outputTokens })}</CellDetail>
          </>
        ),
      },
      { key: 'cost', title: t(messages.cost), align: 'right', onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, row) => formatCost(row.costCents, locale) },
    ],
    [t, locale],
  );
  return (
    <Section title={t(messages.title)}>
      <QueryFailed query={dialogues} title={t(messages.loadFailed)} />
      <WholeTable<UserDialogue>
        label={t(messages.table)}
        columns={columns}
        rows={dialogues.data?.items}
        loading={dialogues.isFetching}
        empty={t(messages.empty)}
        more={{ label: t(messages.more), show: dialogues.data?.hasMore === true, ...more }}
      />
    </Section>
  );
}
