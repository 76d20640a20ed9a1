import { useCallback, useEffect, useState } from 'react';
import type { ConversionWindow } from '@cabinet/api/flows';
import { RouteLink, useLinks, useRoute, useUnsavedChanges } from '@cabinet/contracts';
import { Alert, Button, PageHeading, ContentSkeleton } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { Tabs } from '@cabinet/design/data';
import { useTranslate } from '@cabinet/i18n';
import { useFlow } from '../../api/flows';
import { useDescribeFlowError } from '../../shared/errors';
import { windowQuery } from './conversion';
import { ConversionTab } from './ConversionTab';
import { EditorVersionContext, useEditorVersionHolder } from './editorVersion';
import { EDITOR_TABS, FORM_TABS, resolveTab, type EditorTab, type FormTab } from './editorTabs';
import { ExclusionsTab } from './ExclusionsTab';
import { FiltersTab } from './FiltersTab';
import { FlowEditorHeader } from './FlowEditorHeader';
import { MessageTab } from './MessageTab';
import { MessagesTab } from './MessagesTab';
import { ScheduleTab } from './ScheduleTab';

const messages = {
  loading: /*i18n*/ { id: 'flows.edit.loading', message: 'Loading the flow…' },
  loadFailed: /*i18n*/ { id: 'flows.edit.loadFailed', message: 'The flow could not be opened' },
  retry: /*i18n*/ { id: 'flows.edit.retry', message: 'Try again' },
  toList: /*i18n*/ { id: 'flows.edit.toList', message: 'Go to the flow list' },
  tabs: /*i18n*/ { id: 'flows.edit.tabs', message: 'Flow settings' },
  unsaved: /*i18n*/ { id: 'flows.edit.tab.unsaved', message: '{tab} (unsaved)' },
};

const TAB_LABELS = {
  message: /*i18n*/ { id: 'flows.edit.tab.message', message: 'Message' },
  schedule: /*i18n*/ { id: 'flows.edit.tab.schedule', message: 'Schedule' },
  filters: /*i18n*/ { id: 'flows.edit.tab.filters', message: 'Filters' },
  exclusions: /*i18n*/ { id: 'flows.edit.tab.exclusions', message: 'Exclusions' },
  conversion: /*i18n*/ { id: 'flows.edit.tab.conversion', message: 'Conversion' },
  messages: /*i18n*/ { id: 'flows.edit.tab.messages', message: 'Messages' },
} satisfies Record<EditorTab, unknown>;

const TAB_CONTENT = { message: MessageTab, schedule: ScheduleTab, filters: FiltersTab, exclusions: ExclusionsTab } satisfies Record<FormTab, unknown>;

/** Where a tab goes: `query` is the tab's own view state in the search (the conversion window). */
interface GoToOptions {
  replace?: boolean;
  query?: Record<string, string>;
}

/** The editor's route: /flows/edit/:workflowId/:tab? keeps the tab in the path, a template-born flow's editor in `?tab=`. */
function useEditorLocation() {
  const route = useRoute();
  const links = useLinks();
  const inTemplates = route.id === 'templates.edit';
  const workflowId = route.params.workflowId ?? '';
  const searchParams = new URLSearchParams(route.search);
  const tabParam = inTemplates ? searchParams.get('tab') : route.params.tab;
  const tab = resolveTab(tabParam);
  const goTo = useCallback(
    (next: EditorTab, { replace = false, query = {} }: GoToOptions = {}) => {
      const first = next === EDITOR_TABS[0];
      if (inTemplates) {
        const search = new URLSearchParams({ ...(first ? {} : { tab: next }), ...query }).toString();
        links.navigate('templates.edit', { integration: route.params.integration, workflowId }, { replace, search: search ? `?${search}` : '' });
      } else {
        const search = new URLSearchParams(query).toString();
        links.navigate('flows.edit', { workflowId, tab: first ? undefined : next }, search ? { replace, search: `?${search}` } : { replace });
      }
    },
    [inTemplates, links, route.params.integration, workflowId],
  );
  return { route, workflowId, tab, tabParam, windowParam: tab === 'conversion' ? searchParams.get('window') : null, goTo };
}

/**
 * The flow editor (routes flows.edit and templates.edit). Each form tab is a form of its own that saves
 * its fields with a PATCH; the conversion and messages tabs only read, so they are never unsaved. Decision on unsaved changes: switching tabs keeps every tab's draft (the forms
 * stay mounted, the tab says "unsaved"), and leaving the flow with a draft asks first (the shell's guard).
 */
export function FlowEditorScreen() {
  const t = useTranslate();
  const describe = useDescribeFlowError();
  const { route, workflowId, tab, tabParam, windowParam, goTo } = useEditorLocation();
  const flow = useFlow(workflowId);
  const version = useEditorVersionHolder(workflowId, flow.data?.version);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [dirtyTabs, setDirtyTabs] = useState<Partial<Record<FormTab, boolean>>>({});
  const anyDirty = Object.values(dirtyTabs).some(Boolean);

  // An unknown tab in the URL is the first one: the URL says so too.
  useEffect(() => {
    if (tabParam && tabParam !== tab) goTo(tab, { replace: true });
  }, [tabParam, tab, goTo]);

  useEffect(() => {
    if (!flow.error) {
      setLoadError(null);
      return undefined;
    }
    let current = true;
    void describe(flow.error).then((described) => current && setLoadError(described.message));
    return () => {
      current = false;
    };
  }, [flow.error, describe]);

  // Another tab of this flow keeps the drafts; leaving the flow (All flows, the sidebar, a link, a reload) asks first.
  useUnsavedChanges(anyDirty, (target) => !((target.id === 'flows.edit' || target.id === 'templates.edit') && target.params.workflowId === workflowId));

  const dirtyHandlers = useDirtyHandlers(setDirtyTabs);
  // The window is view state, not a step: choosing one replaces the history entry, so Back leaves the tab.
  const showWindow = useCallback((window: ConversionWindow) => goTo('conversion', { replace: true, query: windowQuery(window) }), [goTo]);

  if (flow.isError && !flow.data) {
    return (
      <section>
        <PageHeading title={route.title} />
        <Result
          status="warning"
          title={<h2 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{t(messages.loadFailed)}</h2>}
          subTitle={<span role="alert">{loadError}</span>}
          extra={[
            <Button key="retry" onClick={() => flow.refetch()} loading={flow.isFetching}>
              {t(messages.retry)}
            </Button>,
            <RouteLink key="list" to="flows">
              {t(messages.toList)}
            </RouteLink>,
          ]}
        />
      </section>
    );
  }
  if (!flow.data) {
    return (
      <section>
        <PageHeading title={route.title} />
        <ContentSkeleton label={t(messages.loading)} />
      </section>
    );
  }

  const data = flow.data;
  return (
    <EditorVersionContext.Provider value={version}>
    <section>
      <PageHeading title={route.title} />
      <FlowEditorHeader flow={data} />
      {flow.isError ? <Alert type="warning" showIcon title={loadError} style={{ marginBottom: 16 }} /> : null}
      <Tabs
        aria-label={t(messages.tabs)}
        activeKey={tab}
        onChange={(key) => goTo(resolveTab(key))}
        items={EDITOR_TABS.map((key) => {
          const label = t(TAB_LABELS[key]);
          if (key === 'conversion') {
            return { key, label, children: <ConversionTab flow={data} windowParam={windowParam} onWindowChange={showWindow} /> };
          }
          if (key === 'messages') return { key, label, children: <MessagesTab flow={data} /> };
          const Content = TAB_CONTENT[key];
          return {
            key,
            label: dirtyTabs[key] ? t(messages.unsaved, { tab: label }) : label,
            children: <Content flow={data} onDirtyChange={dirtyHandlers(key)} />,
          };
        })}
      />
    </section>
    </EditorVersionContext.Provider>
  );
}

/** One stable callback per tab, so a tab's effect reports its dirtiness only when it changes. */
function useDirtyHandlers(setDirtyTabs: (update: (current: Partial<Record<FormTab, boolean>>) => Partial<Record<FormTab, boolean>>) => void) {
  const [handlers] = useState(() =>
    Object.fromEntries(
      FORM_TABS.map((key) => [key, (dirty: boolean) => setDirtyTabs((current) => (current[key] === dirty ? current : { ...current, [key]: dirty }))]),
    ),
  );
  return (key: FormTab) => handlers[key] ?? (() => undefined);
}
