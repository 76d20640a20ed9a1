import { useState } from 'react';
import type { Chatbot } from '@cabinet/api/flows';
import { Button, Empty, Flex, toast, Typography, ContentSkeleton } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { type TableColumnsType } from '@cabinet/design/table';
import { PlusOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert } from '@cabinet/toolkit/list';
import { ProGatedPage } from '@cabinet/toolkit/pro-gate';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useChatbots, useDeleteChatbotMutation, useSwitchChatbotMutation } from '../../api/chatbots';
import { useDescribeFlowError } from '../../shared/errors';
import { useOptionNames } from '../../shared/OptionPicker';
import { PRO_FEATURES } from '../../shared/proFeatures';
import { ChatbotFormModal } from './ChatbotFormModal';

const messages = {
  intro: /*i18n*/ {
    id: 'flows.chatbots.intro',
    message: 'A chatbot lets clients confirm or cancel a visit by answering the reminder; the record in your booking system follows.',
  },
  table: /*i18n*/ { id: 'flows.chatbots.table', message: 'Chatbots' },
  add: /*i18n*/ { id: 'flows.chatbots.add', message: 'New chatbot' },
  loading: /*i18n*/ { id: 'flows.chatbots.loading', message: 'Loading the chatbots…' },
  loadFailed: /*i18n*/ { id: 'flows.chatbots.loadFailed', message: 'The chatbots could not be loaded' },
  empty: /*i18n*/ { id: 'flows.chatbots.empty', message: 'No chatbots yet' },
  name: /*i18n*/ { id: 'flows.chatbots.column.name', message: 'Name' },
  instance: /*i18n*/ { id: 'flows.chatbots.column.account', message: 'Messenger account' },
  company: /*i18n*/ { id: 'flows.chatbots.column.branch', message: 'Branch' },
  phone: /*i18n*/ { id: 'flows.chatbots.column.phone', message: 'Phone' },
  enabled: /*i18n*/ { id: 'flows.chatbots.column.enabled', message: 'Enabled' },
  enabledNamed: /*i18n*/ { id: 'flows.chatbots.enabledNamed', message: '“{name}” enabled' },
  actions: /*i18n*/ { id: 'flows.chatbots.column.actions', message: 'Actions' },
  edit: /*i18n*/ { id: 'flows.chatbots.edit', message: 'Edit' },
  editNamed: /*i18n*/ { id: 'flows.chatbots.editNamed', message: 'Edit “{name}”' },
  delete: /*i18n*/ { id: 'flows.chatbots.delete', message: 'Delete' },
  deleteNamed: /*i18n*/ { id: 'flows.chatbots.deleteNamed', message: 'Delete “{name}”' },
  deleteQuestion: /*i18n*/ { id: 'flows.chatbots.delete.question', message: 'Delete the chatbot “{name}”?' },
  deleteBody: /*i18n*/ { id: 'flows.chatbots.delete.body', message: 'Clients will no longer be able to confirm or cancel visits by answering.' },
  deleted: /*i18n*/ { id: 'flows.chatbots.done.delete', message: 'The chatbot is deleted' },
  deleteFailed: /*i18n*/ { id: 'flows.chatbots.error.delete', message: 'The chatbot could not be deleted' },
  switchFailed: /*i18n*/ { id: 'flows.chatbots.error.switch', message: 'The chatbot could not be switched' },
};

/** What the form dialog edits: a new chatbot, or an existing one. */
type Editing = { kind: 'new' } | { kind: 'edit'; chatbot: Chatbot };

/** /chatbots/booking: Pro-locked (spec section 4); without Pro the teaser shows and no chatbot call is made. */
export function ChatbotsScreen() {
  const t = useTranslate();
  return (
    <ProGatedPage feature={t(PRO_FEATURES.chatbots)} lock="chatbots">
      <Chatbots />
    </ProGatedPage>
  );
}

/** The account's confirm/cancel chatbots (a handful at most: one per branch), created and edited in a dialog. */
function Chatbots() {
  const t = useTranslate();
  const describe = useDescribeFlowError();
  const list = useChatbots();
  const [editing, setEditing] = useState<Editing | null>(null);
  const instanceName = useOptionNames('instances', list.data?.map((chatbot) => chatbot.instanceId) ?? []);
  const branchName = useOptionNames('branches', list.data?.map((chatbot) => chatbot.companyId) ?? []);

  const switchEnabled = useSwitchChatbotMutation({
    onError: async (error) => toast.error(t(messages.switchFailed), (await describe(error)).message),
  });
  const removal = useRemoval({
    mutation: useDeleteChatbotMutation(),
    removed: () => t(messages.deleted),
    failed: t(messages.deleteFailed),
    describe,
    confirm: { title: (chatbot) => t(messages.deleteQuestion, { name: chatbot.name }), body: t(messages.deleteBody), ok: t(messages.delete) },
  });

  const columns: TableColumnsType<Chatbot> = [
    { key: 'name', title: t(messages.name), dataIndex: 'name' },
    { key: 'instance', title: t(messages.instance), render: (_, chatbot) => instanceName(chatbot.instanceId) },
    { key: 'company', title: t(messages.company), render: (_, chatbot) => branchName(chatbot.companyId) },
    { key: 'phone', title: t(messages.phone), dataIndex: 'phone' },
    {
      key: 'enabled',
      title: t(messages.enabled),
      render: (_value, chatbot) => (
        <Switch
          checked={chatbot.enabled}
          aria-label={t(messages.enabledNamed, { name: chatbot.name })}
          loading={switchEnabled.isPending && switchEnabled.variables?.id === chatbot.id}
          onChange={(enabled) => switchEnabled.mutate({ id: chatbot.id, enabled })}
        />
      ),
    },
    {
      key: 'actions',
      title: t(messages.actions),
      render: (_value, chatbot) => (
        <Flex gap={8}>
          <Button aria-label={t(messages.editNamed, { name: chatbot.name })} onClick={() => setEditing({ kind: 'edit', chatbot })}>
            {t(messages.edit)}
          </Button>
          <Button danger aria-label={t(messages.deleteNamed, { name: chatbot.name })} onClick={() => removal.ask(chatbot)}>
            {t(messages.delete)}
          </Button>
        </Flex>
      ),
    },
  ];

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ kind: 'new' })}>
      {t(messages.add)}
    </Button>
  );

  return (
    <>
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      {list.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data === undefined ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : list.data.length === 0 ? (
        <Empty description={t(messages.empty)}>{addButton}</Empty>
      ) : (
        <>
          <Flex justify="flex-end" style={{ marginBottom: 16 }}>
            {addButton}
          </Flex>
          <ListTable<Chatbot> aria-label={t(messages.table)} rowKey="id" columns={columns} dataSource={list.data} loading={list.isFetching} pagination={false} />
        </>
      )}
      {editing ? <ChatbotFormModal chatbot={editing.kind === 'edit' ? editing.chatbot : null} onClose={() => setEditing(null)} /> : null}
      {removal.dialog}
    </>
  );
}
