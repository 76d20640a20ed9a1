import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flowSchema, type Flow } from '@cabinet/api/flows';
import { Alert, Button, Flex, toast, type FieldKind } from '@cabinet/design/core';
import { Form, type FormInstance } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { scrollToFieldError } from '@cabinet/toolkit/forms';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useAdoptStoredFlow, useUpdateFlowMutation } from '../../api/flows';
import { useDescribeFlowError } from '../../shared/errors';
import { flowRuleMessage } from '../../shared/flowRuleMessages';
import { changedFields, checkTab, isTabPath, type FieldErrors, type TabAdapter, type UpdateBody } from './editorTabs';
import { useEditorVersion } from './editorVersion';

const messages = {
  save: /*i18n*/ { id: 'flows.edit.save', message: 'Save' },
  saved: /*i18n*/ { id: 'flows.edit.saved', message: 'Saved' },
  saveFailed: /*i18n*/ { id: 'flows.edit.saveFailed', message: 'The changes could not be saved' },
  checkFields: /*i18n*/ { id: 'flows.edit.checkFields', message: 'Some fields need a fix: see the messages at them.' },
};

/** The field kind a path's "required" is worded for. */
function kindOf(path: string): FieldKind {
  return path.endsWith('phone') ? 'phone' : 'generic';
}

export interface TabEditor<V> {
  form: FormInstance<V>;
  initialValues: V;
  dirty: boolean;
  saving: boolean;
  /** The props of a Form.Item showing the path's refusal, if any. */
  fieldStatus(path: string): { validateStatus?: 'error'; help?: ReactNode };
  onValuesChange(changed: object): void;
  save(): void;
  failure: string | null;
  /** Counts refused saves with a field marked: each brings the first marked field into view (TabForm). */
  refusals: number;
  /** Set while a save is refused because someone saved the flow since: load theirs, or save over it. */
  conflict: { reload(): void; overwrite(): void } | null;
}

/**
 * One tab of the editor: its form over the flow, the rules checked before its PATCH (which sends only
 * the tab's changed fields), the API's per-field refusals shown at the fields, and what the user typed
 * kept through any error. The form stays mounted while other tabs are open, so a draft survives a tab
 * switch; `onDirtyChange` lets the tab bar mark tabs with unsaved changes.
 */
export function useTabEditor<V extends object>(flow: Flow, adapter: TabAdapter<V>, onDirtyChange: (dirty: boolean) => void): TabEditor<V> {
  const t = useTranslate();
  const describe = useDescribeFlowError();
  const [form] = Form.useForm<V>();
  const [initialValues] = useState(() => adapter.toValues(flow));
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const dirty = changedFields(adapter, values, flow).length > 0;
  const version = useEditorVersion();
  const conflict = useVersionConflict(flowSchema);
  const adopt = useAdoptStoredFlow(flow.id);
  const lastBody = useRef<UpdateBody | null>(null);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The mutation puts the saved flow into the editor's query and refreshes the lists.
  const mutation = useUpdateFlowMutation(flow.id, {
    onSuccess: (saved) => {
      version?.set(saved.version);
      const next = adapter.toValues(saved);
      form.setFieldsValue(next);
      setValues(next);
      toast.success(t(messages.saved));
    },
    onError: async (error) => {
      // A stale save keeps what was typed and offers the two ways on (VersionConflictAlert).
      if (await conflict.detect(error)) return;
      const described = await describe(error);
      const fields = described.body?.fields ?? {};
      const own = Object.fromEntries(Object.entries(fields).filter(([path]) => isTabPath(adapter, path)));
      setErrors(own);
      if (Object.keys(own).length > 0) setRefusals((count) => count + 1);
      // A refusal of another tab's field (or no field at all) is said above the save button.
      const placedAll = Object.keys(fields).length > 0 && Object.keys(own).length === Object.keys(fields).length;
      setFailure(placedAll ? t(messages.checkFields) : described.message);
    },
  });

  return {
    form,
    initialValues,
    dirty,
    saving: mutation.isPending,
    failure,
    refusals,
    conflict: conflict.current
      ? {
          reload() {
            const stored = conflict.current;
            if (!stored) return;
            adopt(stored);
            version?.set(stored.version);
            const next = adapter.toValues(stored);
            form.setFieldsValue(next);
            setValues(next);
            setErrors({});
            conflict.clear();
          },
          overwrite() {
            const stored = conflict.current;
            if (!stored || !lastBody.current) return;
            version?.set(stored.version);
            conflict.clear();
            mutation.mutate({ ...lastBody.current, version: stored.version });
          },
        }
      : null,
    fieldStatus(path) {
      const code = errors[path];
      if (!code) return {};
      const { descriptor, values: params } = flowRuleMessage(code, kindOf(path));
      return { validateStatus: 'error', help: t(descriptor, params) };
    },
    onValuesChange(changed) {
      setValues(form.getFieldsValue(true));
      // A changed field's old refusal goes; FROM and TO are judged together.
      const touched = new Set(Object.keys(changed));
      if (touched.has('beginHour') || touched.has('endHour')) touched.add('beginHour').add('endHour');
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !touched.has(path.split('.')[0] ?? ''))));
    },
    save() {
      setFailure(null);
      conflict.clear();
      const check = checkTab(adapter, form.getFieldsValue(true), flow, new Date());
      setErrors(check.errors);
      if (!check.body) {
        setRefusals((count) => count + 1);
        setFailure(t(messages.checkFields));
        return;
      }
      // The version the drafts are based on: a save after someone else's is refused, not silently applied.
      const body = { ...check.body, version: version?.get() ?? flow.version };
      lastBody.current = body;
      mutation.mutate(body);
    },
  };
}

/** A tab's form: vertical fields, then any failure and the tab's own save button. */
export function TabForm<V extends object>({ editor, name, children }: { editor: TabEditor<V>; name: string; children: ReactNode }) {
  const t = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  // After the refusal has been drawn: the first marked field, its label clear of the sticky header.
  useEffect(() => {
    if (editor.refusals > 0) scrollToFieldError(container.current);
  }, [editor.refusals]);
  return (
    <div ref={container}>
    <Form<V>
      form={editor.form}
      name={name}
      layout="vertical"
      initialValues={editor.initialValues}
      onValuesChange={(changed) => editor.onValuesChange(changed)}
      onFinish={() => editor.save()}
      // A field's own rule (a picker's ids) refused: the same way to it.
      onFinishFailed={() => requestAnimationFrame(() => scrollToFieldError(container.current))}
      style={{ maxWidth: 760 }}
    >
      {children}
      {editor.conflict ? <VersionConflictAlert onReload={editor.conflict.reload} onOverwrite={editor.conflict.overwrite} busy={editor.saving} /> : null}
      {editor.failure ? <Alert type="error" showIcon role="alert" title={t(messages.saveFailed)} description={editor.failure} style={{ marginBottom: 16 }} /> : null}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={editor.saving} disabled={!editor.dirty}>
          {t(messages.save)}
        </Button>
      </Flex>
    </Form>
    </div>
  );
}
