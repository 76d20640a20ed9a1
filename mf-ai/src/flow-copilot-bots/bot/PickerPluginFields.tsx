import type { ReactNode } from 'react';
import { RouteLink, type RouteId } from '@cabinet/contracts';
import { ContentSkeleton, Typography, type NativeSelectOption } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { Checkbox, Form } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { textOf, useFieldRule, type FieldCheck } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { FieldSelect } from './FieldSelect';

/** The query the picker's choices come from: undefined data while loading. */
interface PickerSource {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The picker plugin's texts (each plugin's own ids). */
export interface PickerTexts {
  /** The on/off switch's label. */
  enabled: MessageDescriptor;
  /** The picker's label, and its first, empty choice ("Choose a …"). */
  picker: MessageDescriptor;
  choose: MessageDescriptor;
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  /** Said when there is nothing to pick. */
  none: MessageDescriptor;
}

export interface PickerPluginFieldsProps {
  texts: PickerTexts;
  /** The picked thing's field: the saved id. */
  name: string;
  options: readonly NativeSelectOption[];
  source: PickerSource;
  /** Where to connect one when there is nothing to pick. */
  connect?: { to: RouteId; label: MessageDescriptor };
  /** What the owner should know before picking (e.g. the booking system's staff notice), under the switch. */
  notice?: ReactNode;
  /** The plugin's other fields, under the picker. */
  children?: ReactNode;
}

/** Required while the plugin is on (its switch, `enabled`), else anything `otherwise` lets through. */
export function useWhileOn() {
  const form = Form.useFormInstance();
  const rule = useFieldRule(aiRuleMessage);
  return (check: FieldCheck, otherwise: FieldCheck = () => null) => rule((value) => (form.getFieldValue('enabled') === true ? check(value) : otherwise(value)));
}

/**
 * The fields of a plugin that works with one thing the owner picks (a clinic, a branch, a file): its on/off
 * switch, the picker (required while on) with the choices' loading, failure and "none yet, connect one", then
 * the plugin's own fields. Inside a PluginSection's form.
 */
export function PickerPluginFields({ texts, name, options, source, connect, notice, children }: PickerPluginFieldsProps) {
  const t = useTranslate();
  const whileOn = useWhileOn();
  const label = t(texts.picker);
  return (
    <>
      <Form.Item name="enabled" label={t(texts.enabled)} valuePropName="checked">
        <Switch />
      </Form.Item>
      {notice}
      {source.isError ? (
        <LoadFailedAlert title={t(texts.failed)} onRetry={() => source.refetch()} retrying={source.isFetching} />
      ) : source.data === undefined ? (
        <ContentSkeleton label={t(texts.loading)} />
      ) : options.length === 0 ? (
        <>
          <Typography.Paragraph>{t(texts.none)}</Typography.Paragraph>
          {/* Alone on its line: a link inside the sentence would be told apart by its colour only (axe link-in-text-block). */}
          {connect ? (
            <Typography.Paragraph>
              <RouteLink to={connect.to}>{t(connect.label)}</RouteLink>
            </Typography.Paragraph>
          ) : null}
        </>
      ) : null}
      <Form.Item name={name} label={label} dependencies={['enabled']} rules={[whileOn((value) => (textOf(value) === '' ? 'required' : null))]}>
        <FieldSelect label={label} options={[{ value: '', label: t(texts.choose) }, ...options]} />
      </Form.Item>
      {children}
    </>
  );
}

/** The actions the owner allows the assistant (at least one while the plugin is on), as checkboxes under their legend. */
export function AllowedActions<A extends string>({ legend, actions, labels }: { legend: MessageDescriptor; actions: readonly A[]; labels: Readonly<Record<A, MessageDescriptor>> }) {
  const t = useTranslate();
  const whileOn = useWhileOn();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{t(legend)}</legend>
      <Form.Item name="actions" dependencies={['enabled']} rules={[whileOn((value) => (Array.isArray(value) && value.length === 0 ? 'required' : null))]}>
        <Checkbox.Group options={actions.map((action) => ({ value: action, label: t(labels[action]) }))} />
      </Form.Item>
    </fieldset>
  );
}
