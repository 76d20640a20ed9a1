import { useState } from 'react';
import { useCurrentUser } from '@cabinet/api/core';
import { MEDFLEX_TEMPLATE_MAX_LENGTH, medflexTemplateSchema, type MedflexChannelAccount, type MedflexLpu, type MedflexTemplate } from '@cabinet/api/systemAccounts';
import { Alert, Button, Flex, NativeSelect, StatusTag, Surface, toast, Typography, useDescribeError, ContentSkeleton } from '@cabinet/design/core';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { Switch } from '@cabinet/design/choices';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import {
  useConnectMedflexMutation,
  useMedflexChannelAccounts,
  useMedflexLpus,
  useSaveMedflexTemplateMutation,
  useUpdateMedflexLpuMutation,
} from '../../api/systemAccounts';
import { SYSTEM_ACCOUNT_ERRORS } from '../booking/bookingMessages';

export const medflexMessages = {
  intro: /*i18n*/ {
    id: 'accounts.medflex.intro',
    message: "Connect the clinic's Medflex account with its API key: its LPUs appear here. Choose the number each LPU writes from and what patients receive.",
  },
  connectTitle: /*i18n*/ { id: 'accounts.medflex.connect.title', message: 'Connect Medflex' },
  apiKey: /*i18n*/ { id: 'accounts.medflex.apiKey', message: 'Medflex API key' },
  connect: /*i18n*/ { id: 'accounts.medflex.connect', message: 'Connect' },
  connected: /*i18n*/ { id: 'accounts.medflex.connected', message: '{count, plural, one {# LPU is connected} other {# LPUs are connected}}' },
  required: /*i18n*/ { id: 'accounts.medflex.required', message: 'The field cannot be empty' },
  loading: /*i18n*/ { id: 'accounts.medflex.loading', message: 'Loading the LPUs' },
  loadFailed: /*i18n*/ { id: 'accounts.medflex.loadFailed', message: 'An error occurred while loading the LPUs' },
  retry: /*i18n*/ { id: 'accounts.medflex.retry', message: 'Try again' },
  empty: /*i18n*/ { id: 'accounts.medflex.empty', message: 'No LPU yet: connect Medflex above.' },
  lpuId: /*i18n*/ { id: 'accounts.medflex.lpuId', message: 'Medflex id {id}' },
  channel: /*i18n*/ { id: 'accounts.medflex.channel', message: 'Sends through' },
  channelOf: /*i18n*/ { id: 'accounts.medflex.channelOf', message: 'The account {lpu} sends through' },
  noChannel: /*i18n*/ { id: 'accounts.medflex.noChannel', message: 'No account chosen' },
  noChannels: /*i18n*/ { id: 'accounts.medflex.noChannels', message: 'Connect a WhatsApp, Telegram or SMS account first: the LPU sends through it.' },
  channelSaved: /*i18n*/ { id: 'accounts.medflex.channelSaved', message: '{lpu} sends through {channel}' },
  channelCleared: /*i18n*/ { id: 'accounts.medflex.channelCleared', message: '{lpu} sends through no account' },
  templateTitle: /*i18n*/ { id: 'accounts.medflex.template.title', message: 'Visit notice (VisitNotify)' },
  templateText: /*i18n*/ { id: 'accounts.medflex.template.text', message: 'Text of the visit notice for {lpu}' },
  templateEnabled: /*i18n*/ { id: 'accounts.medflex.template.enabled', message: 'Send the visit notice for {lpu}' },
  templateOn: /*i18n*/ { id: 'accounts.medflex.template.on', message: 'On' },
  templateOff: /*i18n*/ { id: 'accounts.medflex.template.off', message: 'Off' },
  templateTooLong: /*i18n*/ { id: 'accounts.medflex.template.tooLong', message: 'At most {max} characters' },
  save: /*i18n*/ { id: 'accounts.medflex.save', message: 'Save the template' },
  saved: /*i18n*/ { id: 'accounts.medflex.saved', message: 'The template is saved' },
  // The variables' markers are values, so the catalogue's ICU syntax does not take them for placeholders.
  variables: /*i18n*/ { id: 'accounts.medflex.variables', message: 'Variables: {client}, {date}, {time}' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The clinic's Medflex LPUs (spec section 3 "Medflex LPU" and "Template"): connect with the API key, then
 * each LPU with the channel account it sends through and its VisitNotify template, editable. Used by
 * /accounts/medflexLpus and by the Medflex quick start's connect step.
 */
export function MedflexLpus({ showConnect = true }: { showConnect?: boolean }) {
  const t = useTranslate();
  const user = useCurrentUser();
  const lpus = useMedflexLpus(user.data?.id);
  const channels = useMedflexChannelAccounts();
  if (lpus.isPending) return <ContentSkeleton label={t(medflexMessages.loading)} />;
  if (lpus.isError) {
    return <Alert type="error" role="alert" showIcon title={t(medflexMessages.loadFailed)} action={<Button onClick={() => void lpus.refetch()}>{t(medflexMessages.retry)}</Button>} />;
  }
  return (
    <Flex vertical gap={16}>
      {showConnect || lpus.data.length === 0 ? <ConnectMedflex /> : null}
      {lpus.data.length === 0 ? <Typography.Paragraph type="secondary">{t(medflexMessages.empty)}</Typography.Paragraph> : null}
      {lpus.data.map((lpu) => (
        <LpuCard key={lpu.id} lpu={lpu} channels={channels.data ?? []} />
      ))}
    </Flex>
  );
}

/** The refusals said at the API key: Medflex does not know it, or it is connected already. */
const API_KEY_CODES = { SYSTEM_WRONG_CREDENTIALS: 'apiKey', SYSTEM_ACCOUNT_EXISTS: 'apiKey' } as const;

function ConnectMedflex() {
  const t = useTranslate();
  const [form] = Form.useForm<{ apiKey: string }>();
  const failure = useFormFailure(form, useDescribeError(SYSTEM_ACCOUNT_ERRORS), { codeFields: API_KEY_CODES });
  const connect = useConnectMedflexMutation({
    onMutate: failure.clear,
    onSuccess: (lpus) => {
      toast.success(t(medflexMessages.connected, { count: lpus.length }));
      form.resetFields();
    },
    onError: failure.show,
  });
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(medflexMessages.connectTitle)}
      </Typography.Title>
      {failure.alert}
      <Form form={form} layout="vertical" requiredMark={false} noValidate disabled={connect.isPending} onFinish={(values) => connect.mutate(values)} style={{ maxWidth: 420 }}>
        <Form.Item name="apiKey" label={t(medflexMessages.apiKey)} rules={[{ required: true, whitespace: true, message: t(medflexMessages.required) }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={connect.isPending}>
          {t(medflexMessages.connect)}
        </Button>
      </Form>
    </Surface>
  );
}

function LpuCard({ lpu, channels }: { lpu: MedflexLpu; channels: readonly MedflexChannelAccount[] }) {
  const t = useTranslate();
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const update = useUpdateMedflexLpuMutation({
    onSuccess: (saved) =>
      toast.success(saved.chatApiAccountName ? t(medflexMessages.channelSaved, { lpu: saved.name, channel: saved.chatApiAccountName }) : t(medflexMessages.channelCleared, { lpu: saved.name })),
    onError: async (error) => toast.error((await describe(error)).message),
  });
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {lpu.name}
      </Typography.Title>
      <Typography.Text type="secondary">{t(medflexMessages.lpuId, { id: lpu.sourceId })}</Typography.Text>
      <Flex vertical gap={4} style={{ marginTop: 12, maxWidth: 420 }}>
        <Typography.Text aria-hidden="true">{t(medflexMessages.channel)}</Typography.Text>
        <NativeSelect
          label={t(medflexMessages.channelOf, { lpu: lpu.name })}
          value={lpu.chatApiAccountId ?? ''}
          onChange={(value) => update.mutate({ lpuId: lpu.id, body: { chatApiAccountId: value === '' ? null : value } })}
          options={[{ value: '', label: t(medflexMessages.noChannel) }, ...channels.map((channel) => ({ value: channel.id, label: channel.name }))]}
        />
        {channels.length === 0 ? <Typography.Text type="secondary">{t(medflexMessages.noChannels)}</Typography.Text> : null}
      </Flex>
      {lpu.messageTemplates.map((template) => (
        <TemplateEditor key={`${template.id}-${template.version}`} lpuName={lpu.name} template={template} />
      ))}
    </Surface>
  );
}

function TemplateEditor({ lpuName, template }: { lpuName: string; template: MedflexTemplate }) {
  const t = useTranslate();
  const [text, setText] = useState(template.text);
  const [enabled, setEnabled] = useState(template.isEnable);
  const [error, setError] = useState<string | null>(null);
  const conflict = useVersionConflict(medflexTemplateSchema);
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const save = useSaveMedflexTemplateMutation({
    onMutate: () => setError(null),
    onSuccess: () => {
      conflict.clear();
      toast.success(t(medflexMessages.saved));
    },
    onError: async (failure) => {
      if (await conflict.detect(failure)) return;
      const described = await describe(failure);
      setError(described.body?.fields?.text === 'required' ? t(medflexMessages.required) : described.message);
    },
  });
  const submit = (version: number) => {
    if (text.trim() === '') return setError(t(medflexMessages.required));
    if (text.length > MEDFLEX_TEMPLATE_MAX_LENGTH) return setError(t(medflexMessages.templateTooLong, { max: MEDFLEX_TEMPLATE_MAX_LENGTH }));
    save.mutate({ templateId: template.id, body: { text, isEnable: enabled, version } });
  };
  const textId = `template-text-${template.id}`;
  const errorId = `${textId}-error`;
  return (
    <div style={{ marginTop: 16 }}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {t(medflexMessages.templateTitle)}
        </Typography.Title>
        <StatusTag tone={template.isEnable ? 'success' : 'neutral'}>{t(template.isEnable ? medflexMessages.templateOn : medflexMessages.templateOff)}</StatusTag>
      </Flex>
      {conflict.current ? (
        <VersionConflictAlert
          busy={save.isPending}
          onReload={() => {
            setText(conflict.current?.text ?? text);
            setEnabled(conflict.current?.isEnable ?? enabled);
            conflict.clear();
          }}
          onOverwrite={() => submit(conflict.current?.version ?? template.version)}
        />
      ) : null}
      <label htmlFor={textId} style={{ display: 'block', margin: '8px 0 4px' }}>
        {t(medflexMessages.templateText, { lpu: lpuName })}
      </label>
      <TextArea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Typography.Text id={errorId} type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        {t(medflexMessages.variables, { client: '{clientName}', date: '{recordDate}', time: '{recordTime}' })}
      </Typography.Text>
      <Flex align="center" gap={12} wrap style={{ marginTop: 8 }}>
        <Flex align="center" gap={8}>
          <Switch checked={enabled} onChange={setEnabled} aria-label={t(medflexMessages.templateEnabled, { lpu: lpuName })} />
          <span aria-hidden="true">{t(enabled ? medflexMessages.templateOn : medflexMessages.templateOff)}</span>
        </Flex>
        <Button type="primary" onClick={() => submit(template.version)} loading={save.isPending}>
          {t(medflexMessages.save)}
        </Button>
      </Flex>
    </div>
  );
}
