import type { Flow } from '@cabinet/api/flows';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { Form } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { InputNumber } from '@cabinet/design/choices';
import { DeleteOutlined, PlusOutlined } from '@cabinet/design/icons';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { EXCLUSION_KINDS, exclusionNeeds, exclusionsAdapter, type ExclusionKind, type ExclusionValues } from './editorTabs';
import { TabForm, useTabEditor } from './useTabEditor';

const messages = {
  hint: /*i18n*/ { id: 'flows.edit.exclusions.hint', message: 'Clients who match any of these rules get no message from this flow, even when the filters match.' },
  none: /*i18n*/ { id: 'flows.edit.exclusions.none', message: 'No exclusion rules' },
  rule: /*i18n*/ { id: 'flows.edit.exclusions.rule', message: 'Rule {number}' },
  days: /*i18n*/ { id: 'flows.edit.exclusions.days', message: 'Rule {number}: days' },
  ids: /*i18n*/ { id: 'flows.edit.exclusions.ids', message: 'Rule {number}: ids' },
  add: /*i18n*/ { id: 'flows.edit.exclusions.add', message: 'Add a rule' },
  remove: /*i18n*/ { id: 'flows.edit.exclusions.remove', message: 'Remove rule {number}' },
};

const KIND_LABELS: Record<ExclusionKind, MessageDescriptor> = {
  hasUpcomingRecord: /*i18n*/ { id: 'flows.exclusion.hasUpcomingRecord', message: 'The client has an upcoming visit' },
  visitedWithinDays: /*i18n*/ { id: 'flows.exclusion.visitedWithinDays', message: 'The client visited within the last days' },
  messagedWithinDays: /*i18n*/ { id: 'flows.exclusion.messagedWithinDays', message: 'This flow wrote to the client within the last days' },
  clientCategory: /*i18n*/ { id: 'flows.exclusion.clientCategory', message: 'The client is in one of the client categories' },
  service: /*i18n*/ { id: 'flows.exclusion.service', message: 'The client booked one of the services' },
};

/** The exclusion rules of the flow (schemas.ts: flowExclusionRuleSchema). */
export function ExclusionsTab({ flow, onDirtyChange }: { flow: Flow; onDirtyChange: (dirty: boolean) => void }) {
  const t = useTranslate();
  const editor = useTabEditor(flow, exclusionsAdapter, onDirtyChange);
  const rules: ExclusionValues['exclusionRules'] | undefined = Form.useWatch('exclusionRules', editor.form);

  return (
    <TabForm editor={editor} name="flow-exclusions">
      <Typography.Paragraph type="secondary">{t(messages.hint)}</Typography.Paragraph>
      <Form.List name="exclusionRules">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <Typography.Paragraph>{t(messages.none)}</Typography.Paragraph> : null}
            {fields.map((field, index) => {
              const number = index + 1;
              const kind = rules?.[index]?.kind;
              const needs = kind ? exclusionNeeds(kind) : null;
              return (
                <Flex key={field.key} gap={8} wrap align="flex-start">
                  <Form.Item name={[field.name, 'kind']} label={t(messages.rule, { number })} {...editor.fieldStatus(`exclusionRules.${index}.kind`)}>
                    <Select style={{ width: 380 }} options={EXCLUSION_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))} />
                  </Form.Item>
                  {needs === 'days' ? (
                    <Form.Item name={[field.name, 'days']} label={t(messages.days, { number })} {...editor.fieldStatus(`exclusionRules.${index}.days`)}>
                      <InputNumber style={{ width: 120 }} changeOnWheel={false} />
                    </Form.Item>
                  ) : null}
                  {needs === 'ids' ? (
                    <Form.Item name={[field.name, 'ids']} label={t(messages.ids, { number })} {...editor.fieldStatus(`exclusionRules.${index}.ids`)}>
                      <Select mode="tags" tokenSeparators={[',']} suffixIcon={null} notFoundContent={null} style={{ minWidth: 240 }} />
                    </Form.Item>
                  ) : null}
                  <Button icon={<DeleteOutlined aria-hidden />} aria-label={t(messages.remove, { number })} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
                </Flex>
              );
            })}
            <Form.Item {...editor.fieldStatus('exclusionRules')}>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ kind: 'hasUpcomingRecord' })}>
                {t(messages.add)}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </TabForm>
  );
}
