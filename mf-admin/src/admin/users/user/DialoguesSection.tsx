import { useMemo, useState } from 'react';
import { DIALOGUES_COUNT_MAX, type UserDialogue } from '@cabinet/api/admin';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Empty, Surface, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert } from '@cabinet/toolkit/list';
import { useUserDialogues } from '../../../api/dialogues';

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

/** The user's AI-assistant dialogues, newest first, older ones on demand (read-only: support reads what the assistants did). */
export function DialoguesSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const [count, setCount] = useState(PAGE);
  const dialogues = useUserDialogues(userId, count);
  const columns = useMemo<TableColumnsType<UserDialogue>>(
    () => [
      { key: 'startedAt', title: t(messages.startedAt), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, row) => formatDate(row.startedAt, locale, 'compact') },
      { key: 'bot', title: t(messages.bot), render: (_, row) => row.botName },
      { key: 'client', title: t(messages.client), render: (_, row) => row.clientPhone },
      { key: 'messages', title: t(messages.messages), align: 'right', render: (_, row) => row.messages },
      { key: 'tokens', title: t(messages.tokens), align: 'right', render: (_, row) => `${row.inputTokens} / ${row.outputTokens}` },
      { key: 'cost', title: t(messages.cost), align: 'right', render: (_, row) => (row.costCents / 100).toFixed(2) },
      { key: 'handedOver', title: t(messages.handedOver), render: (_, row) => t(row.handedOver ? messages.yes : messages.no) },
    ],
    [t, locale],
  );
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.title)}
      </Typography.Title>
      {dialogues.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => dialogues.refetch()} retrying={dialogues.isFetching} /> : null}
      <ListTable<UserDialogue>
        aria-label={t(messages.table)}
        rowKey="id"
        columns={columns}
        dataSource={dialogues.data?.items ?? []}
        loading={dialogues.isFetching}
        pagination={false}
        locale={{ emptyText: dialogues.data ? <Empty description={t(messages.empty)} /> : null }}
      />
      {dialogues.data?.hasMore ? (
        <Button style={{ marginTop: 12 }} onClick={() => setCount(Math.min(DIALOGUES_COUNT_MAX, count + PAGE))} disabled={count >= DIALOGUES_COUNT_MAX}>
          {t(messages.more)}
        </Button>
      ) : null}
    </Surface>
  );
}
