import { useId, useState } from 'react';
import { bulkTextsRequestSchema, checkContent, checkContentForMode, flowSummaryListSchema, variablesForIntegration, type FlowSummary } from '@cabinet/api/flows';
import { useRoute, useUnsavedChanges } from '@cabinet/contracts';
import { Alert, Button, Empty, Flex, PageHeading, toast, Typography } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { Card, List } from '@cabinet/design/data';
import { useTranslate } from '@cabinet/i18n';
import { ListSearch, LoadFailedAlert, usePagedList } from '@cabinet/toolkit/list';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useFlows, useSaveFlowTextsMutation } from '../../api/flows';
import { MessageEditor } from '@cabinet/toolkit/message';
import { useDescribeFlowError } from '../../shared/errors';
import { flowRuleMessage } from '../../shared/flowRuleMessages';

export const TEXTS_PAGE_SIZE = 10;

const messages = {
  search: /*i18n*/ { id: 'flows.texts.search', message: 'Search flows' },
  searchPlaceholder: /*i18n*/ { id: 'flows.texts.searchPlaceholder', message: 'Title or text' },
  list: /*i18n*/ { id: 'flows.texts.list', message: 'Texts of the flows' },
  title: /*i18n*/ { id: 'flows.texts.title', message: 'Title' },
  content: /*i18n*/ { id: 'flows.texts.content', message: 'Message text' },
  titleOf: /*i18n*/ { id: 'flows.texts.titleOf', message: 'Title of “{title}”' },
  contentOf: /*i18n*/ { id: 'flows.texts.contentOf', message: 'Text of “{title}”' },
  changed: /*i18n*/ { id: 'flows.texts.changed', message: 'Changed' },
  saveAll: /*i18n*/ { id: 'flows.texts.saveAll', message: 'Save all ({count})' },
  unsaved: /*i18n*/ { id: 'flows.texts.unsaved', message: 'Unsaved changes in {count, plural, one {# flow} other {# flows}}; they are kept while you page and search.' },
  saved: /*i18n*/ { id: 'flows.texts.saved', message: 'Saved the texts of {count, plural, one {# flow} other {# flows}}' },
  saveFailed: /*i18n*/ { id: 'flows.texts.saveFailed', message: 'Nothing was saved' },
  fix: /*i18n*/ { id: 'flows.texts.fix', message: 'Fix the texts marked below, then save again: {titles}' },
  loadFailed: /*i18n*/ { id: 'flows.texts.loadFailed', message: 'The flows could not be loaded' },
  empty: /*i18n*/ { id: 'flows.texts.empty', message: 'No flows match' },
};

interface Draft {
  title: string;
  content: string;
  /** The flow as it was when the draft began: what "changed" compares with, and its mode for the combat rule. */
  base: Pick<FlowSummary, 'title' | 'content' | 'mode' | 'version'>;
}

type ItemErrors = Partial<Record<'title' | 'content', string>>;

function isChanged(draft: Draft): boolean {
  return draft.title !== draft.base.title || draft.content !== draft.base.content;
}

/** The rules the API runs on each item (schema, variables, combat needing a text), by flow id. */
function checkItems(items: ReadonlyArray<{ id: string; draft: Draft }>): Record<string, ItemErrors> {
  const errors: Record<string, ItemErrors> = {};
  const parsed = bulkTextsRequestSchema.safeParse({ items: items.map(({ id, draft }) => ({ id, title: draft.title, content: draft.content })) });
  for (const issue of parsed.error?.issues ?? []) {
    const [, index, field] = issue.path;
    const id = typeof index === 'number' ? items[index]?.id : undefined;
    if (id && (field === 'title' || field === 'content')) errors[id] = { ...errors[id], [field]: issue.message };
  }
  for (const { id, draft } of items) {
    const code = checkContent(draft.content) ?? checkContentForMode(draft.content, draft.base.mode);
    if (code && !errors[id]?.content) errors[id] = { ...errors[id], content: code };
  }
  return errors;
}

/** The request's items: each changed text with the version it was based on (or the stored one, to save over it). */
function itemsOf(changed: ReadonlyArray<{ id: string; draft: Draft }>, versions: ReadonlyMap<string, number> = new Map()) {
  return changed.map(({ id, draft }) => ({
    id,
    content: draft.content,
    version: versions.get(id) ?? draft.base.version,
    ...(draft.title !== draft.base.title ? { title: draft.title } : {}),
  }));
}

/**
 * /flows/EditTextInFlows: the titles and texts of all the account's flows, paged and searched by the API,
 * edited in place and saved together with one "Save all" (PUT Workflows/Texts, all or nothing). Only the
 * changed flows are sent; drafts live here by flow id, so paging and searching keep them, and a refusal
 * shows at its flow with everything typed still there.
 */
export function EditTextInFlowsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const describe = useDescribeFlowError();
  // The page and the search are in the URL; the drafts live here by flow id, so paging keeps them.
  const list = usePagedList({ sortFields: [], filters: {}, pageSize: TEXTS_PAGE_SIZE, pageSizeOptions: [TEXTS_PAGE_SIZE] });
  const flows = useFlows(list.params);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, ItemErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const changed = Object.entries(drafts)
    .filter(([, draft]) => isChanged(draft))
    .map(([id, draft]) => ({ id, draft }));
  // Paging and searching stay on this page and keep the drafts; anywhere else asks first.
  useUnsavedChanges(changed.length > 0, (target) => target.id !== 'flows.editTextInFlows');

  const edit = (flow: FlowSummary, change: Partial<Pick<Draft, 'title' | 'content'>>) => {
    setDrafts((current) => {
      const draft = current[flow.id] ?? {
        title: flow.title,
        content: flow.content,
        base: { title: flow.title, content: flow.content, mode: flow.mode, version: flow.version },
      };
      return { ...current, [flow.id]: { ...draft, ...change } };
    });
    setErrors((current) => ({ ...current, [flow.id]: { ...current[flow.id], ...Object.fromEntries(Object.keys(change).map((key) => [key, undefined])) } }));
  };

  const titlesOf = (ids: string[]) => ids.map((id) => `“${drafts[id]?.title || drafts[id]?.base.title || id}”`).join(', ');

  const conflict = useVersionConflict(flowSummaryListSchema);
  const save = useSaveFlowTextsMutation({
    onSuccess: (result, body) => {
      const saved = new Set(body.items.map((item) => item.id));
      setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !saved.has(id))));
      setErrors({});
      toast.success(t(messages.saved, { count: result.items.length }));
    },
    onError: async (error, body) => {
      // Someone saved some of these flows since: every text typed stays; load theirs or save over them.
      if (await conflict.detect(error)) return;
      const described = await describe(error);
      const byId: Record<string, ItemErrors> = {};
      for (const [path, code] of Object.entries(described.body?.fields ?? {})) {
        const [, index, field] = path.split('.');
        const id = body.items[Number(index)]?.id;
        if (id && (field === 'title' || field === 'content')) byId[id] = { ...byId[id], [field]: code };
      }
      setErrors(byId);
      setFailure(Object.keys(byId).length > 0 ? t(messages.fix, { titles: titlesOf(Object.keys(byId)) }) : described.message);
    },
  });

  /** The stale flows take their stored version as the base: either dropping the drafts, or keeping them to save over. */
  const rebase = (keepDrafts: boolean) => {
    const stored = conflict.current ?? [];
    conflict.clear();
    const byId = new Map(stored.map((flow) => [flow.id, flow]));
    setDrafts((current) =>
      Object.fromEntries(
        Object.entries(current).flatMap(([id, draft]) => {
          const flow = byId.get(id);
          if (!flow) return [[id, draft]];
          return keepDrafts ? [[id, { ...draft, base: { title: flow.title, content: flow.content, mode: flow.mode, version: flow.version } }]] : [];
        }),
      ),
    );
    if (!keepDrafts) void flows.refetch();
  };

  /** Saves every changed text again, the stale ones on their stored versions. */
  const overwrite = () => {
    const stored = new Map((conflict.current ?? []).map((flow) => [flow.id, flow.version]));
    rebase(true);
    save.mutate({ items: itemsOf(changed, stored) });
  };

  const saveAll = () => {
    setFailure(null);
    conflict.clear();
    const found = checkItems(changed);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t(messages.fix, { titles: titlesOf(Object.keys(found)) }));
      return;
    }
    save.mutate({ items: itemsOf(changed) });
  };

  const data = flows.data;
  return (
    <section>
      <PageHeading
        title={route.title}
        extra={
          <Button type="primary" onClick={saveAll} loading={save.isPending} disabled={changed.length === 0}>
            {t(messages.saveAll, { count: changed.length })}
          </Button>
        }
      />
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        {changed.length > 0 ? <Typography.Text>{t(messages.unsaved, { count: changed.length })}</Typography.Text> : null}
        {conflict.current ? <VersionConflictAlert onReload={() => rebase(false)} onOverwrite={overwrite} busy={save.isPending} /> : null}
        {failure ? <Alert type="error" showIcon role="alert" title={t(messages.saveFailed)} description={failure} /> : null}
        {flows.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => flows.refetch()} retrying={flows.isFetching} /> : null}
      </Flex>
      <Form layout="vertical" component="div">
        <List<FlowSummary>
          aria-label={t(messages.list)}
          loading={flows.isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: data ? <Empty description={t(messages.empty)} /> : <span /> }}
          pagination={
            data && data.total > TEXTS_PAGE_SIZE
              ? { current: list.page, pageSize: TEXTS_PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: list.setPage, align: 'center' }
              : false
          }
          renderItem={(flow) => (
            <List.Item key={flow.id} style={{ display: 'block' }}>
              <FlowTextCard flow={flow} draft={drafts[flow.id]} errors={errors[flow.id] ?? {}} onEdit={(change) => edit(flow, change)} />
            </List.Item>
          )}
        />
      </Form>
    </section>
  );
}

function FlowTextCard({
  flow,
  draft,
  errors,
  onEdit,
}: {
  flow: FlowSummary;
  draft: Draft | undefined;
  errors: ItemErrors;
  onEdit: (change: Partial<Pick<Draft, 'title' | 'content'>>) => void;
}) {
  const t = useTranslate();
  const id = useId();
  const title = draft?.title ?? flow.title;
  const content = draft?.content ?? flow.content;
  const status = (code: string | undefined) => {
    if (!code) return {};
    const { descriptor, values } = flowRuleMessage(code);
    return { validateStatus: 'error' as const, help: t(descriptor, values) };
  };
  return (
    <Card size="small" title={flow.title} extra={draft && isChanged(draft) ? <Typography.Text type="warning">{t(messages.changed)}</Typography.Text> : null}>
      <Form.Item label={t(messages.title)} htmlFor={`${id}-title`} {...status(errors.title)}>
        <Input id={`${id}-title`} aria-label={t(messages.titleOf, { title: flow.title })} value={title} onChange={(event) => onEdit({ title: event.target.value })} />
      </Form.Item>
      <Form.Item label={t(messages.content)} htmlFor={`${id}-content`} style={{ marginBottom: 0 }} {...status(errors.content)}>
        <MessageEditor id={`${id}-content`} aria-label={t(messages.contentOf, { title: flow.title })} compact rows={3} variables={variablesForIntegration(flow.integration)} value={content} onChange={(next) => onEdit({ content: next })} />
      </Form.Item>
    </Card>
  );
}
