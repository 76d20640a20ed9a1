import { useMemo, useState } from 'react';
import type { SupportFlow, SupportMailing } from '@cabinet/api/admin';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useSupportView } from '../../../api/dialogues';
import { QueryFailed, WholeTable } from '../../../shared/lists';
import { Section } from '../../../shared/Section';
import { supportWords } from './supportLabels';

const messages = {
  title: /*i18n*/ { id: 'admin.user.support.title', message: 'Act as support: flows and mailings' },
  hint: /*i18n*/ { id: 'admin.user.support.hint', message: 'What the owner sees in their lists, read only: nothing here can change their flows or mailings.' },
  open: /*i18n*/ { id: 'admin.user.support.open', message: 'Show the owner’s flows and mailings' },
  flows: /*i18n*/ { id: 'admin.user.support.flows', message: 'The owner’s flows' },
  mailings: /*i18n*/ { id: 'admin.user.support.mailings', message: 'The owner’s mailings' },
  name: /*i18n*/ { id: 'admin.user.support.name', message: 'Title' },
  type: /*i18n*/ { id: 'admin.user.support.type', message: 'Type' },
  channel: /*i18n*/ { id: 'admin.user.support.channel', message: 'Channel' },
  mode: /*i18n*/ { id: 'admin.user.support.mode', message: 'Mode' },
  status: /*i18n*/ { id: 'admin.user.support.status', message: 'Status' },
  text: /*i18n*/ { id: 'admin.user.support.text', message: 'Text' },
  created: /*i18n*/ { id: 'admin.user.support.created', message: 'Created' },
  start: /*i18n*/ { id: 'admin.user.support.start', message: 'Starts' },
  sent30d: /*i18n*/ { id: 'admin.user.support.sent30d', message: 'Sent in 30 days' },
  sent: /*i18n*/ { id: 'admin.user.support.sent', message: 'Sent' },
  noFlows: /*i18n*/ { id: 'admin.user.support.noFlows', message: 'No flow' },
  noMailings: /*i18n*/ { id: 'admin.user.support.noMailings', message: 'No mailing' },
  loadFailed: /*i18n*/ { id: 'admin.user.support.loadFailed', message: 'The flows and mailings could not be loaded' },
};

const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

/** Support's read-only view of the owner's flows and mailings, loaded when asked for. */
export function SupportViewSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const [open, setOpen] = useState(false);
  const view = useSupportView(userId, open);
  const words = useMemo(() => supportWords(t), [t]);
  const flowColumns = useMemo<TableColumnsType<SupportFlow>>(
    () => [
      { key: 'title', title: t(messages.name), render: (_, row) => row.title },
      { key: 'type', title: t(messages.type), render: (_, row) => `${words.flowType(row.type)} · ${words.integration(row.integration)}` },
      { key: 'mode', title: t(messages.mode), render: (_, row) => words.mode(row.mode) },
      { key: 'status', title: t(messages.status), render: (_, row) => words.status(row.status) },
      { key: 'text', title: t(messages.text), render: (_, row) => <span style={{ wordBreak: 'break-word' }}>{clip(row.content)}</span> },
      { key: 'created', title: t(messages.created), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, row) => formatDate(row.createdAt, locale, 'compact') },
      { key: 'sent', title: t(messages.sent30d), align: 'right', render: (_, row) => row.sent30d },
    ],
    [t, locale, words],
  );
  const mailingColumns = useMemo<TableColumnsType<SupportMailing>>(
    () => [
      { key: 'title', title: t(messages.name), render: (_, row) => row.title },
      { key: 'channel', title: t(messages.channel), render: (_, row) => words.channel(row.channel) },
      { key: 'mode', title: t(messages.mode), render: (_, row) => words.mode(row.mode) },
      { key: 'status', title: t(messages.status), render: (_, row) => words.status(row.status) },
      { key: 'text', title: t(messages.text), render: (_, row) => <span style={{ wordBreak: 'break-word' }}>{clip(row.text)}</span> },
      { key: 'start', title: t(messages.start), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, row) => formatDate(row.startAt, locale, 'compact') },
      { key: 'sent', title: t(messages.sent), align: 'right', render: (_, row) => row.sent },
    ],
    [t, locale, words],
  );
  return (
    <Section title={t(messages.title)}>
      <Typography.Paragraph type="secondary">{t(messages.hint)}</Typography.Paragraph>
      {!open ? (
        // The label wraps: in Ukrainian it is wider than a 390 px phone's section.
        <Button onClick={() => setOpen(true)} style={{ whiteSpace: 'normal', height: 'auto', maxWidth: '100%' }}>
          {t(messages.open)}
        </Button>
      ) : (
        <>
          <QueryFailed query={view} title={t(messages.loadFailed)} />
          <WholeTable<SupportFlow> label={t(messages.flows)} columns={flowColumns} rows={view.data?.flows} loading={view.isFetching} empty={t(messages.noFlows)} />
          <WholeTable<SupportMailing>
            label={t(messages.mailings)}
            columns={mailingColumns}
            rows={view.data?.mailings}
            loading={view.isFetching}
            empty={t(messages.noMailings)}
            style={{ marginTop: 16 }}
          />
        </>
      )}
    </Section>
  );
}
