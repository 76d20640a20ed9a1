import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import {
  badKnowledgeFiles,
  KNOWLEDGE_FILE_EXTENSIONS,
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_FILE_MAX_MB,
  QA_ANSWER_MAX,
  QA_QUESTION_MAX,
  type KnowledgeSource,
  type KnowledgeState,
} from '@cabinet/api/ai';
import { Alert, Button, ContentSkeleton, Flex, StatusTag, Surface, toast, Typography, type Tone } from '@cabinet/design/core';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { checkBoundedText, useFieldRule, useFormFailure, useInlineFailure } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useAddQaMutation, useDeleteSourceMutation, useKnowledge, useRefetchPageMutation, useRetrySourceMutation, useSaveQaMutation, useUploadFileMutation } from '../../api/knowledge';
import { useDescribeBotError } from './botErrors';
import { KNOWLEDGE_FAILURE_MESSAGES } from './knowledgeFailures';
import { aiRuleMessage } from '../../shared/ruleMessages';

const messages = {
  loading: /*i18n*/ { id: 'ai.knowledge.loading', message: 'Loading the knowledge base…' },
  loadFailed: /*i18n*/ { id: 'ai.knowledge.loadFailed', message: 'The knowledge base could not be loaded' },
  about: /*i18n*/ {
    id: 'ai.knowledge.about',
    message: 'The assistant answers from these sources and cites them. Each is read, split into passages and indexed; its state shows here as it goes.',
  },
  filesTitle: /*i18n*/ { id: 'ai.knowledge.filesTitle', message: 'Files' },
  filesRules: /*i18n*/ { id: 'ai.knowledge.filesRules', message: '{types}, up to {mb} MB a file.' },
  chooseFiles: /*i18n*/ { id: 'ai.knowledge.chooseFiles', message: 'Upload files' },
  formatIncorrect: /*i18n*/ { id: 'ai.knowledge.formatIncorrect', message: 'File format incorrect: {files}. Allowed: {types}.' },
  tooBig: /*i18n*/ { id: 'ai.knowledge.tooBig', message: 'File too big: {files}. At most {mb} MB a file.' },
  uploaded: /*i18n*/ { id: 'ai.knowledge.uploaded', message: '“{name}” is uploaded and waits to be indexed' },
  uploadFailed: /*i18n*/ { id: 'ai.knowledge.uploadFailed', message: 'The file could not be uploaded' },
  qaTitle: /*i18n*/ { id: 'ai.knowledge.qaTitle', message: 'Questions and answers' },
  question: /*i18n*/ { id: 'ai.knowledge.question', message: 'Question' },
  answer: /*i18n*/ { id: 'ai.knowledge.answer', message: 'Answer' },
  addQa: /*i18n*/ { id: 'ai.knowledge.addQa', message: 'Add the pair' },
  qaAdded: /*i18n*/ { id: 'ai.knowledge.qaAdded', message: 'The pair is added and waits to be indexed' },
  qaFailed: /*i18n*/ { id: 'ai.knowledge.qaFailed', message: 'The pair could not be saved' },
  sourcesTitle: /*i18n*/ { id: 'ai.knowledge.sourcesTitle', message: 'Sources' },
  sources: /*i18n*/ { id: 'ai.knowledge.sources', message: 'Knowledge sources' },
  empty: /*i18n*/ { id: 'ai.knowledge.empty', message: 'No sources yet: upload your price list, rules or FAQ, or add a question with its answer.' },
  file: /*i18n*/ { id: 'ai.knowledge.kind.file', message: 'File, {size} KB' },
  qa: /*i18n*/ { id: 'ai.knowledge.kind.qa', message: 'Q&A' },
  edit: /*i18n*/ { id: 'ai.knowledge.edit', message: 'Edit' },
  save: /*i18n*/ { id: 'ai.knowledge.save', message: 'Save' },
  cancel: /*i18n*/ { id: 'ai.knowledge.cancel', message: 'Cancel' },
  saved: /*i18n*/ { id: 'ai.knowledge.saved', message: 'The pair is saved and indexed again' },
  retry: /*i18n*/ { id: 'ai.knowledge.retry', message: 'Retry' },
  retryFailed: /*i18n*/ { id: 'ai.knowledge.retryFailed', message: 'The source could not be sent again' },
  remove: /*i18n*/ { id: 'ai.knowledge.delete', message: 'Delete' },
  removeTitle: /*i18n*/ { id: 'ai.knowledge.deleteTitle', message: 'Delete “{name}” from the knowledge base?' },
  removeBody: /*i18n*/ { id: 'ai.knowledge.deleteBody', message: 'The assistant stops answering from it.' },
  removed: /*i18n*/ { id: 'ai.knowledge.deleted', message: '“{name}” is deleted' },
  removeFailed: /*i18n*/ { id: 'ai.knowledge.deleteFailed', message: 'The source could not be deleted' },
  reason: /*i18n*/ { id: 'ai.knowledge.reason', message: 'Reason: {reason}' },
  details: /*i18n*/ { id: 'ai.knowledge.failure.details', message: 'Details: {detail}' },
  page: /*i18n*/ { id: 'ai.knowledge.kind.url', message: 'Web page: {url}' },
  profile: /*i18n*/ { id: 'ai.knowledge.kind.profile', message: 'Company profile' },
  refetch: /*i18n*/ { id: 'ai.knowledge.refetch', message: 'Fetch again' },
  refetchFailed: /*i18n*/ { id: 'ai.knowledge.refetchFailed', message: 'The page could not be sent to be read again' },
  moreLoading: /*i18n*/ { id: 'ai.knowledge.moreLoading', message: 'Loading the web pages and the company profile…' },
};

// The web pages' and the company profile's forms: loaded after the tab, in a chunk of their own.
const WebPages = lazy(() => import('./KnowledgeMore').then((module) => ({ default: module.WebPages })));
const CompanyProfileForm = lazy(() => import('./KnowledgeMore').then((module) => ({ default: module.CompanyProfileForm })));

const STATES: Record<KnowledgeState, { tone: Tone; label: MessageDescriptor }> = {
  waiting: { tone: 'neutral', label: /*i18n*/ { id: 'ai.knowledge.state.waiting', message: 'Waiting' } },
  parsing: { tone: 'info', label: /*i18n*/ { id: 'ai.knowledge.state.parsing', message: 'Reading the text' } },
  splitting: { tone: 'info', label: /*i18n*/ { id: 'ai.knowledge.state.splitting', message: 'Splitting into passages' } },
  indexing: { tone: 'info', label: /*i18n*/ { id: 'ai.knowledge.state.indexing', message: 'Indexing' } },
  ready: { tone: 'success', label: /*i18n*/ { id: 'ai.knowledge.state.ready', message: 'Ready: {count, plural, one {# passage} other {# passages}}' } },
  error: { tone: 'danger', label: /*i18n*/ { id: 'ai.knowledge.state.error', message: 'Error' } },
};

const TYPES = KNOWLEDGE_FILE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');
const ACCEPT = KNOWLEDGE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The Knowledge base tab: files, Q&A pairs, web pages and the company profile, each with its indexing state, live while the queue works. */
export function KnowledgeTab({ botId }: { botId: string }) {
  const t = useTranslate();
  const knowledge = useKnowledge(botId);
  if (knowledge.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => knowledge.refetch()} retrying={knowledge.isFetching} />;
  if (!knowledge.data) return <ContentSkeleton label={t(messages.loading)} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(messages.about)}
      </Typography.Paragraph>
      <Flex gap={16} wrap align="flex-start">
        <Files botId={botId} />
        <NewQa botId={botId} />
      </Flex>
      <Suspense fallback={<ContentSkeleton label={t(messages.moreLoading)} />}>
        <Flex gap={16} wrap align="flex-start">
          <WebPages botId={botId} />
          <CompanyProfileForm botId={botId} />
        </Flex>
      </Suspense>
      <Sources botId={botId} sources={knowledge.data.sources} />
    </Flex>
  );
}

function Files({ botId }: { botId: string }) {
  const t = useTranslate();
  const [refusals, setRefusals] = useState<string[]>([]);
  const describe = useDescribeBotError();
  const failure = useInlineFailure(describe, { title: messages.uploadFailed });
  const upload = useUploadFileMutation(botId, { onSuccess: (source) => toast.success(t(messages.uploaded, { name: source.name })) });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    failure.clear();
    // Spec section 8: the refusal lists the bad files and the allowed types; the good ones go on.
    const bad = badKnowledgeFiles(files.map((file) => file.name));
    const big = files.filter((file) => !bad.includes(file.name) && file.size > KNOWLEDGE_FILE_MAX_BYTES).map((file) => file.name);
    setRefusals([
      ...(bad.length > 0 ? [t(messages.formatIncorrect, { files: bad.join(', '), types: TYPES })] : []),
      ...(big.length > 0 ? [t(messages.tooBig, { files: big.join(', '), mb: KNOWLEDGE_FILE_MAX_MB })] : []),
    ]);
    for (const file of files.filter((chosen) => !bad.includes(chosen.name) && !big.includes(chosen.name))) {
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        // The API's own refusal of a file (its bytes not of the type its name says, or too big) reads like the
        // screen's, naming the file; any other failure is said in the upload's alert.
        const described = await describe(error);
        const code = described.body?.code;
        if (code === 'FILE_FORMAT_INCORRECT') setRefusals((shown) => [...shown, t(messages.formatIncorrect, { files: file.name, types: TYPES })]);
        else if (code === 'FILE_TOO_BIG') setRefusals((shown) => [...shown, t(messages.tooBig, { files: file.name, mb: KNOWLEDGE_FILE_MAX_MB })]);
        else failure.setMessage(described.message);
      }
    }
  };

  return (
    <Surface style={{ flex: '1 1 300px' }}>
      <section aria-labelledby="ai-knowledge-files">
        <Typography.Title level={2} id="ai-knowledge-files" style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.filesTitle)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(messages.filesRules, { types: TYPES, mb: KNOWLEDGE_FILE_MAX_MB })}</Typography.Paragraph>
        {refusals.map((text) => (
          <Alert key={text} type="error" role="alert" showIcon title={text} style={{ marginBottom: 12 }} />
        ))}
        {failure.alert}
        <label htmlFor="ai-knowledge-file" style={{ display: 'block', marginBottom: 4, fontWeight: 600 }}>
          {t(messages.chooseFiles)}
        </label>
        <input id="ai-knowledge-file" type="file" multiple accept={ACCEPT} disabled={upload.isPending} onChange={(event) => void choose(event)} />
      </section>
    </Surface>
  );
}

interface QaValues {
  question: string;
  answer: string;
}

function NewQa({ botId }: { botId: string }) {
  const t = useTranslate();
  const [form] = Form.useForm<QaValues>();
  const rule = useFieldRule(aiRuleMessage);
  const failure = useFormFailure(form, useDescribeBotError(), { messageOf: aiRuleMessage, title: messages.qaFailed });
  const add = useAddQaMutation(botId, {
    onMutate: () => failure.clear(),
    onSuccess: () => {
      form.resetFields();
      toast.success(t(messages.qaAdded));
    },
    onError: (error) => failure.show(error),
  });
  return (
    <Surface style={{ flex: '1 1 360px' }}>
      <section aria-labelledby="ai-knowledge-qa">
        <Typography.Title level={2} id="ai-knowledge-qa" style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.qaTitle)}
        </Typography.Title>
        {failure.alert}
        <Form<QaValues> form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => add.mutate(values)}>
          <Form.Item name="question" label={t(messages.question)} rules={[rule(checkBoundedText(QA_QUESTION_MAX))]}>
            <Input autoComplete="off" maxLength={QA_QUESTION_MAX + 1} />
          </Form.Item>
          <Form.Item name="answer" label={t(messages.answer)} rules={[rule(checkBoundedText(QA_ANSWER_MAX))]}>
            <TextArea rows={3} maxLength={QA_ANSWER_MAX + 1} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t(messages.addQa)}
          </Button>
        </Form>
      </section>
    </Surface>
  );
}

function Sources({ botId, sources }: { botId: string; sources: readonly KnowledgeSource[] }) {
  const t = useTranslate();
  const describe = useDescribeBotError();
  const [editing, setEditing] = useState<string | null>(null);
  const removal = useRemoval({
    mutation: useDeleteSourceMutation(botId),
    removed: (source) => t(messages.removed, { name: source.name }),
    failed: t(messages.removeFailed),
    describe,
    confirm: { title: (source) => t(messages.removeTitle, { name: source.name }), body: t(messages.removeBody) },
  });
  const retryFailure = useInlineFailure(describe, { title: messages.retryFailed });
  const retry = useRetrySourceMutation(botId, { onMutate: () => retryFailure.clear(), onError: (error) => retryFailure.onError(error) });
  const refetchFailure = useInlineFailure(describe, { title: messages.refetchFailed });
  const refetch = useRefetchPageMutation(botId, { onMutate: () => refetchFailure.clear(), onError: (error) => refetchFailure.onError(error) });
  const describeKind = (source: KnowledgeSource) => {
    switch (source.kind) {
      case 'qa':
        return `${t(messages.qa)}: ${source.answer ?? ''}`;
      case 'file':
        return t(messages.file, { size: Math.max(1, Math.round((source.sizeBytes ?? 0) / 1024)) });
      case 'url':
        return t(messages.page, { url: source.url ?? '' });
      case 'profile':
        return t(messages.profile);
    }
  };

  return (
    <Surface>
      <section aria-labelledby="ai-knowledge-sources">
        <Typography.Title level={2} id="ai-knowledge-sources" style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.sourcesTitle)}
        </Typography.Title>
        {retryFailure.alert}
        {refetchFailure.alert}
        {sources.length === 0 ? <Typography.Paragraph type="secondary">{t(messages.empty)}</Typography.Paragraph> : null}
        <ul aria-label={t(messages.sources)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sources.map((source) => {
            const state = STATES[source.state];
            return (
              <li key={source.id} style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
                {editing === source.id ? (
                  <EditQa botId={botId} source={source} onDone={() => setEditing(null)} />
                ) : (
                  <Flex gap={12} wrap justify="space-between" align="center">
                    <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                        {source.name}
                      </Typography.Text>
                      <Typography.Paragraph type="secondary" style={{ margin: 0, overflowWrap: 'anywhere' }}>
                        {describeKind(source)}
                      </Typography.Paragraph>
                      {source.state === 'error' && source.errorKind !== null ? (
                        <>
                          <Typography.Paragraph type="danger" style={{ margin: 0 }}>
                            {t(KNOWLEDGE_FAILURE_MESSAGES[source.errorKind])}
                          </Typography.Paragraph>
                          {source.error ? (
                            <Typography.Paragraph type="secondary" style={{ margin: 0, overflowWrap: 'anywhere' }}>
                              {t(messages.details, { detail: source.error })}
                            </Typography.Paragraph>
                          ) : null}
                        </>
                      ) : source.state === 'error' && source.error ? (
                        <Typography.Paragraph type="danger" style={{ margin: 0 }}>
                          {t(messages.reason, { reason: source.error })}
                        </Typography.Paragraph>
                      ) : null}
                    </div>
                    <Flex gap={8} wrap align="center">
                      <StatusTag tone={state.tone}>{t(state.label, { count: source.passages })}</StatusTag>
                      {source.state === 'error' && source.kind !== 'url' ? (
                        <Button size="small" loading={retry.isPending && retry.variables === source.id} onClick={() => retry.mutate(source.id)}>
                          {t(messages.retry)}
                        </Button>
                      ) : null}
                      {source.kind === 'url' && (source.state === 'ready' || source.state === 'error') ? (
                        <Button
                          size="small"
                          loading={refetch.isPending && refetch.variables === source.id}
                          onClick={() => refetch.mutate(source.id)}
                          aria-label={`${t(messages.refetch)}: ${source.name}`}
                        >
                          {t(messages.refetch)}
                        </Button>
                      ) : null}
                      {source.kind === 'qa' ? (
                        <Button size="small" onClick={() => setEditing(source.id)} aria-label={`${t(messages.edit)}: ${source.name}`}>
                          {t(messages.edit)}
                        </Button>
                      ) : null}
                      <Button size="small" danger onClick={() => removal.ask(source)} aria-label={`${t(messages.remove)}: ${source.name}`}>
                        {t(messages.remove)}
                      </Button>
                    </Flex>
                  </Flex>
                )}
              </li>
            );
          })}
        </ul>
        {removal.dialog}
      </section>
    </Surface>
  );
}

function EditQa({ botId, source, onDone }: { botId: string; source: KnowledgeSource; onDone: () => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<QaValues>();
  const rule = useFieldRule(aiRuleMessage);
  const failure = useFormFailure(form, useDescribeBotError(), { messageOf: aiRuleMessage, title: messages.qaFailed });
  const save = useSaveQaMutation(botId, {
    onMutate: () => failure.clear(),
    onSuccess: () => {
      toast.success(t(messages.saved));
      onDone();
    },
    onError: (error) => failure.show(error),
  });
  return (
    <>
      {failure.alert}
      <Form<QaValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ question: source.name, answer: source.answer ?? '' }}
        onFinish={(values) => save.mutate({ sourceId: source.id, body: { ...values, version: source.version } })}
      >
        <Form.Item name="question" label={t(messages.question)} rules={[rule(checkBoundedText(QA_QUESTION_MAX))]}>
          <Input autoComplete="off" maxLength={QA_QUESTION_MAX + 1} />
        </Form.Item>
        <Form.Item name="answer" label={t(messages.answer)} rules={[rule(checkBoundedText(QA_ANSWER_MAX))]}>
          <TextArea rows={3} maxLength={QA_ANSWER_MAX + 1} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t(messages.save)}
          </Button>
          <Button onClick={onDone}>{t(messages.cancel)}</Button>
        </Flex>
      </Form>
    </>
  );
}
