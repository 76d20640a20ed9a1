import { useMemo } from 'react';
import { DIALOGUES_COUNT_MAX, type UserDialogue } from '@cabinet/api/admin';
import { useRemoteProps } from '@cabinet/contracts';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useUserDialogues } from '../../../api/dialogues';
import { QueryFailed, useShowMore, WholeTable } from '../../../shared/lists';
import { Section } from '../../../shared/Section';

const messages = {
  title: /*i18n*/ { id: 'admin.user.dialogues.title', message: 'AI assistant dialogues' },
  table: /*i18n*/ { id: 'admin.user.dialogues.table', message: 'Dialogues of the user’s AI assistants' },
  startedAt: /*i18n*/ { id: 'admin.user.dialogues.startedAt', message: 'Started' },
  bot: /*i18n*/ { id: 'admin.user.dialogues.bot', message: 'Assistant' },
  client: /*i18n*/ { id: 'admin.user.dialogues.client', message: 'Client' },
  messages: /*i18n*/ { id: 'admin.user.dialogues.messages', message: 'Messages' },
  tokens: /*i18n*/ { id: 'admin.user.dialogues.tokens', message: 'Tokens in / out' },
  cost: /*i18n*/ { id: 'admin.user.dialogues.cost', message: 'Cost, USD' },
  handedOver: /*i18n*/ { id: 'admin.user.dialogues.handedOver', message: 'Handed to a person' },
  yes: /*i18n*/ { id: 'admin.user.dialogues.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'admin.user.dialogues.no', message: 'No' },
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
  const columns = useMemo<TableColumnsType<UserDialogue>>(
    () => [
      { key: 'startedAt', title: t(messages.startedAt), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, row) => formatDate(row.startedAt, locale, 'compact') },
      { key: 'bot', title: t(messages.bot), render: (_, row) => row.botName },
      { key: 'client', title: t(messages.client), render: (_, row) => row.clientPhone },
      { key: 'messages', title: t(messages.messages), align: 'right', render: (_, row) => row.messages },
      { key: 'tokens', title: t(messages.tokens), align: 'right', render: (_, row) => `${row.inputTokens} / ${row.outputTokens}` },
      { key: 'cost', title: t(messages.cost), align: 'right', render: (_, row) => formatCost(row.costCents, locale) },
      { key: 'handedOver', title: t(messages.handedOver), render: (_, row) => t(row.handedOver ? messages.yes : messages.no) },
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
