import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { RouteLink, useRoute } from '@cabinet/contracts';
import { Alert, Button, ContentSkeleton, Flex, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { Form } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import type { ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useAccountFailure, useAccountFormFailure } from './accountFailures';
import { CredentialsForm, type CredentialField } from './CredentialsForm';

const messages = {
  confirmTitle: /*i18n*/ { id: 'auth.accounts.delete.confirm.title', message: 'Delete this account?' },
  confirmBody: /*i18n*/ { id: 'auth.accounts.delete.confirm.body', message: 'Messages stop going out through it. To use it again, connect it anew.' },
};

/** A channel account page's words; each page has its own ids (its provider is in them). */
export interface ChannelAccountTexts {
  listTitle: MessageDescriptor;
  listEmpty: MessageDescriptor;
  loading: MessageDescriptor;
  /** Spec section 8's "get" error. */
  loadFailed: MessageDescriptor;
  retry: MessageDescriptor;
  delete: MessageDescriptor;
  deleted: MessageDescriptor;
  /** Spec section 8's "delete" error. */
  deleteFailed: MessageDescriptor;
  allAccounts: MessageDescriptor;
  connectTitle: MessageDescriptor;
  connectBody: MessageDescriptor;
  /** Spec section 8's "add" error. */
  addFailed: MessageDescriptor;
  connect: MessageDescriptor;
}

/** What the page reads: its provider's accounts (undefined when they could not be read). */
export interface AccountsRead<Item> {
  isPending: boolean;
  data: readonly Item[] | undefined;
  refetch: () => unknown;
}

type Translate = ReturnType<typeof useTranslate>;

export interface ChannelAccountPageProps<Item extends { id: string }, Field extends string, Request, Answer> {
  texts: ChannelAccountTexts;
  useAccounts: () => AccountsRead<Item>;
  useDelete: (options: ApiMutationOptions<void, string>) => UseMutationResult<void, Error, string>;
  /** One account in the list: what it shows before its delete button, and the button's name. */
  row: (item: Item, t: Translate) => { content: ReactNode; deleteLabel: string };
  form: {
    fields: readonly CredentialField<Field>[];
    useConnect: (options: ApiMutationOptions<Answer, Request>) => UseMutationResult<Answer, Error, Request>;
    request: (value: (name: Field) => string) => Request;
    /** The toast after a connection. */
    connected: (answer: Answer, t: Translate) => string;
  };
}

/**
 * The page of a channel provider whose accounts connect with credentials the provider checks (Twilio, Sigma
 * SMS): the connected accounts with delete, then the connect form. Section 8's get, add and delete errors
 * each show where they happen; a refusal of a field shows at the field, and the form keeps what was typed.
 */
export function ChannelAccountPage<Item extends { id: string }, Field extends string, Request, Answer>(props: ChannelAccountPageProps<Item, Field, Request, Answer>) {
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Connected {...props} />
        <Connect {...props} />
      </Flex>
    </>
  );
}

function Connected<Item extends { id: string }, Field extends string, Request, Answer>({ texts, useAccounts, useDelete, row }: ChannelAccountPageProps<Item, Field, Request, Answer>) {
  const t = useTranslate();
  return (
    <ConnectedAccounts
      texts={texts}
      useAccounts={useAccounts}
      useDelete={useDelete}
      list={(items, deleteButton) => (
        <ul style={{ paddingLeft: 20, margin: 0 }}>
          {items.map((item) => {
            const { content, deleteLabel } = row(item, t);
            return (
              <li key={item.id} style={{ marginBottom: 8 }}>
                {content} {deleteButton(item, deleteLabel)}
              </li>
            );
          })}
        </ul>
      )}
    />
  );
}

export interface ConnectedAccountsProps<Item extends { id: string }> {
  texts: Pick<ChannelAccountTexts, 'listTitle' | 'listEmpty' | 'loading' | 'loadFailed' | 'retry' | 'delete' | 'deleted' | 'deleteFailed' | 'allAccounts'>;
  useAccounts: () => AccountsRead<Item>;
  useDelete: (options: ApiMutationOptions<void, string>) => UseMutationResult<void, Error, string>;
  /** The accounts as the page lays them out, each with the delete button `deleteButton` makes for it. */
  list: (items: readonly Item[], deleteButton: (item: Item, label?: string) => ReactNode) => ReactNode;
}

/**
 * A channel account page's connected accounts: grey rows while they load, section 8's get error with a
 * retry, the empty text, and a delete per account, asked first, whose failure stays above the list. Pages whose connect
 * step is their own (Telegram's code, WABA's key, Chatwoot's inboxes) use it alone.
 */
export function ConnectedAccounts<Item extends { id: string }>({ texts, useAccounts, useDelete, list }: ConnectedAccountsProps<Item>) {
  const t = useTranslate();
  const accounts = useAccounts();
  const deleteFailure = useAccountFailure(texts.deleteFailed);
  const remove = useDelete({
    onSuccess: () => toast.success(t(texts.deleted)),
    onMutate: deleteFailure.clear,
    onError: deleteFailure.onError,
  });
  // The toast and the inline failure are the mutation's own: the removal only asks first.
  const removal = useRemoval<Item>({
    mutation: { mutate: (item, callbacks) => remove.mutate(item.id, callbacks) },
    confirm: { title: () => t(messages.confirmTitle), body: t(messages.confirmBody), ok: t(texts.delete) },
  });
  if (accounts.isPending) return <ContentSkeleton label={t(texts.loading)} />;
  if (!accounts.data) return <Alert type="error" role="alert" showIcon title={t(texts.loadFailed)} action={<Button onClick={() => accounts.refetch()}>{t(texts.retry)}</Button>} />;
  const deleteButton = (item: Item, label?: string) => (
    <Button size="small" danger aria-label={label} loading={removal.removing?.id === item.id} onClick={() => removal.ask(item)}>
      {t(texts.delete)}
    </Button>
  );
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(texts.listTitle)}
      </Typography.Title>
      {deleteFailure.alert}
      {accounts.data.length === 0 ? <Typography.Paragraph>{t(texts.listEmpty)}</Typography.Paragraph> : list(accounts.data, deleteButton)}
      <div style={{ marginTop: 12 }}>
        <RouteLink to="accounts">{t(texts.allAccounts)}</RouteLink>
      </div>
      {removal.dialog}
    </Surface>
  );
}

function Connect<Item extends { id: string }, Field extends string, Request, Answer>({ texts, form: connectForm }: ChannelAccountPageProps<Item, Field, Request, Answer>) {
  const t = useTranslate();
  const [form] = Form.useForm();
  const failure = useAccountFormFailure(form, { title: texts.addFailed });
  const connect = connectForm.useConnect({
    onMutate: failure.clear,
    onSuccess: (answer) => {
      toast.success(connectForm.connected(answer, t));
      // Empty again for the next account.
      form.resetFields();
    },
    onError: failure.show,
  });
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(texts.connectTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(texts.connectBody)}</Typography.Paragraph>
      <CredentialsForm
        form={form}
        fields={connectForm.fields}
        submitLabel={texts.connect}
        pending={connect.isPending}
        failure={failure.alert}
        onSubmit={(value) => connect.mutate(connectForm.request(value))}
      />
    </Surface>
  );
}
