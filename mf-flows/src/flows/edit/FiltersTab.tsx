import { RECORD_STATUSES, RECORD_TYPES, type Flow, type FlowOptionKind, type RecordType } from '@cabinet/api/flows';
import { Flex } from '@cabinet/design/core';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { InputNumber } from '@cabinet/design/choices';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { OptionPicker, useOptionsRule } from '../../shared/OptionPicker';
import { RECORD_STATUS_LABELS } from '../flowLabels';
import { filtersAdapter } from './editorTabs';
import { TabForm, useTabEditor, type TabEditor } from './useTabEditor';

const messages = {
  serviceIds: /*i18n*/ { id: 'flows.edit.filter.serviceIds', message: 'Services' },
  staffIds: /*i18n*/ { id: 'flows.edit.filter.staffIds', message: 'Masters and employees' },
  categoryIds: /*i18n*/ { id: 'flows.edit.filter.categoryIds', message: 'Service categories' },
  clientCategoryIds: /*i18n*/ { id: 'flows.edit.filter.clientCategoryIds', message: 'Client categories' },
  idsHint: /*i18n*/ { id: 'flows.edit.filter.pickHint', message: 'Pick from your booking system’s list; type to search. Empty means all.' },
  recordStatuses: /*i18n*/ { id: 'flows.edit.filter.recordStatuses', message: 'Visit statuses' },
  recordTypes: /*i18n*/ { id: 'flows.edit.filter.recordTypes', message: 'Record types' },
  timeFrom: /*i18n*/ { id: 'flows.edit.filter.timeFrom', message: 'Visit time from' },
  timeTo: /*i18n*/ { id: 'flows.edit.filter.timeTo', message: 'Visit time to' },
  visitCountMin: /*i18n*/ { id: 'flows.edit.filter.visitCountMin', message: 'Visits, at least' },
  visitCountMax: /*i18n*/ { id: 'flows.edit.filter.visitCountMax', message: 'Visits, at most' },
  moneySpentMin: /*i18n*/ { id: 'flows.edit.filter.moneySpentMin', message: 'Money spent, at least' },
  moneySpentMax: /*i18n*/ { id: 'flows.edit.filter.moneySpentMax', message: 'Money spent, at most' },
};

const RECORD_TYPE_LABELS: Record<RecordType, MessageDescriptor> = {
  online: /*i18n*/ { id: 'flows.recordType.online', message: 'Online booking' },
  offline: /*i18n*/ { id: 'flows.recordType.offline', message: 'Made by the staff' },
};

const ID_FILTERS = ['serviceIds', 'staffIds', 'categoryIds', 'clientCategoryIds'] as const;
type IdFilter = (typeof ID_FILTERS)[number];
/** What each filter picks from (GET FlowOptions/{kind}). */
const OPTION_KIND: Record<IdFilter, FlowOptionKind> = { serviceIds: 'services', staffIds: 'staff', categoryIds: 'categories', clientCategoryIds: 'clientCategories' };

/** One filter over the booking system's ids, picked by name, each id checked against the account's. */
function IdFilterField({ name, label, hint, status }: { name: IdFilter; label: string; hint: string; status: ReturnType<TabEditor<object>['fieldStatus']> }) {
  const rule = useOptionsRule(OPTION_KIND[name]);
  return (
    <Form.Item name={['filters', name]} label={label} extra={hint} rules={[rule]} {...status}>
      <OptionPicker kind={OPTION_KIND[name]} multiple />
    </Form.Item>
  );
}

/** Which clients the flow writes to: every filter empty means all of them. */
export function FiltersTab({ flow, onDirtyChange }: { flow: Flow; onDirtyChange: (dirty: boolean) => void }) {
  const t = useTranslate();
  const editor = useTabEditor(flow, filtersAdapter, onDirtyChange);
  const range = (name: 'visitCount' | 'moneySpent', end: 'min' | 'max', label: MessageDescriptor) => (
    <Form.Item name={['filters', name, end]} label={t(label)} {...editor.fieldStatus(`filters.${name}.${end}`)}>
      <InputNumber style={{ width: 180 }} changeOnWheel={false} />
    </Form.Item>
  );

  return (
    <TabForm editor={editor} name="flow-filters">
      {ID_FILTERS.map((name) => (
        <IdFilterField key={name} name={name} label={t(messages[name])} hint={t(messages.idsHint)} status={editor.fieldStatus(`filters.${name}`)} />
      ))}
      <Form.Item name={['filters', 'recordStatuses']} label={t(messages.recordStatuses)} {...editor.fieldStatus('filters.recordStatuses')}>
        <Checkbox.Group options={RECORD_STATUSES.map((value) => ({ value, label: t(RECORD_STATUS_LABELS[value]) }))} />
      </Form.Item>
      <Form.Item name={['filters', 'recordTypes']} label={t(messages.recordTypes)} {...editor.fieldStatus('filters.recordTypes')}>
        <Checkbox.Group options={RECORD_TYPES.map((value) => ({ value, label: t(RECORD_TYPE_LABELS[value]) }))} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name={['filters', 'time', 'fromMinute']} label={t(messages.timeFrom)} {...editor.fieldStatus('filters.time.fromMinute')}>
          <Input type="time" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name={['filters', 'time', 'toMinute']} label={t(messages.timeTo)} {...editor.fieldStatus('filters.time.toMinute')}>
          <Input type="time" style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        {range('visitCount', 'min', messages.visitCountMin)}
        {range('visitCount', 'max', messages.visitCountMax)}
      </Flex>
      <Flex gap={16} wrap>
        {range('moneySpent', 'min', messages.moneySpentMin)}
        {range('moneySpent', 'max', messages.moneySpentMax)}
      </Flex>
    </TabForm>
  );
}
