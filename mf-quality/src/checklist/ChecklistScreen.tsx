import { useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import {
  CHECKLIST_DEFAULT_WEIGHT,
  CHECKLIST_DESCRIPTION_MAX,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_TITLE_MAX,
  CHECKLIST_WEIGHT_MAX,
  CHECKLIST_WEIGHT_MIN,
  checklistSchema,
  checklistTitleKey,
  type Checklist,
  type ChecklistItem,
} from '@cabinet/api/quality';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, ContentSkeleton, Flex, NativeSelect, PageHeading, StatusTag, Surface, toast, Typography } from '@cabinet/design/core';
import { Checkbox, Form, Input, TextArea, type FormInstance } from '@cabinet/design/forms';
import { formatDate, useTranslate, type Translate } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useChecklist, useChecklistVersion, useChecklistVersions, useSaveChecklistMutation } from '../api/checklist';
import { qualityRuleMessage, useDescribeQualityError } from '../shared/rules';

const messages = {
  intro: /*i18n*/ {
    id: 'quality.checklist.intro',
    message:
      'Every chat and call is scored against these criteria. A criterion’s weight is how much it counts; missing a fatal one fails the conversation whatever else it scores. Each save is a new version: a report keeps the version it was scored with.',
  },
  loading: /*i18n*/ { id: 'quality.checklist.loading', message: 'Loading the checklist…' },
  loadFailed: /*i18n*/ { id: 'quality.checklist.loadFailed', message: 'The checklist could not be loaded' },
  none: /*i18n*/ { id: 'quality.checklist.none', message: 'No checklist yet: add the criteria your administrators are held to, then save.' },
  criterion: /*i18n*/ { id: 'quality.checklist.criterion', message: 'Criterion {number}' },
  title: /*i18n*/ { id: 'quality.checklist.title', message: 'Name' },
  description: /*i18n*/ { id: 'quality.checklist.description', message: 'What the operator must do to meet it' },
  weight: /*i18n*/ { id: 'quality.checklist.weight', message: 'Weight' },
  weightOf: /*i18n*/ { id: 'quality.checklist.weightOf', message: 'Weight of criterion {number}' },
  fatal: /*i18n*/ { id: 'quality.checklist.fatal', message: 'Fatal: missing it fails the conversation' },
  fatalTag: /*i18n*/ { id: 'quality.checklist.fatalTag', message: 'Fatal' },
  moveUp: /*i18n*/ { id: 'quality.checklist.moveUp', message: 'Move criterion {number} up' },
  moveDown: /*i18n*/ { id: 'quality.checklist.moveDown', message: 'Move criterion {number} down' },
  remove: /*i18n*/ { id: 'quality.checklist.remove', message: 'Remove criterion {number}' },
  add: /*i18n*/ { id: 'quality.checklist.add', message: 'Add a criterion' },
  full: /*i18n*/ { id: 'quality.checklist.full', message: 'A checklist has at most {max} criteria.' },
  save: /*i18n*/ { id: 'quality.checklist.save', message: 'Save as a new version' },
  saved: /*i18n*/ { id: 'quality.checklist.saved', message: 'Version {version} of the checklist is saved' },
  saveFailed: /*i18n*/ { id: 'quality.checklist.saveFailed', message: 'The checklist could not be saved' },
  current: /*i18n*/ { id: 'quality.checklist.current', message: 'Version {version}, saved {date}' },
  versions: /*i18n*/ { id: 'quality.checklist.versions', message: 'Versions' },
  versionRow: /*i18n*/ {
    id: 'quality.checklist.versionRow',
    message: 'Version {version}, {date}: {items, plural, one {# criterion} other {# criteria}}, {fatal} fatal',
  },
  show: /*i18n*/ { id: 'quality.checklist.show', message: 'Show version {version}' },
  hide: /*i18n*/ { id: 'quality.checklist.hide', message: 'Hide version {version}' },
  weightShort: /*i18n*/ { id: 'quality.checklist.weightShort', message: 'weight {weight}' },
  required: /*i18n*/ { id: 'quality.checklist.required', message: 'Name the criterion' },
  tooLong: /*i18n*/ { id: 'quality.checklist.tooLong', message: 'At most {max} characters' },
};

type ItemValues = { id?: string; title: string; description: string; weight: string; fatal: boolean };
type Values = { items: ItemValues[] };

const WEIGHTS = Array.from({ length: CHECKLIST_WEIGHT_MAX - CHECKLIST_WEIGHT_MIN + 1 }, (_, index) => String(CHECKLIST_WEIGHT_MIN + index));
const blankItem = (): ItemValues => ({ title: '', description: '', weight: String(CHECKLIST_DEFAULT_WEIGHT), fatal: false });
const valuesOf = (checklist: Checklist): Values => ({
  items: checklist.items.length > 0 ? checklist.items.map((item) => ({ ...item, weight: String(item.weight) })) : [blankItem()],
});

/** /checklist: the criteria the quality host scores chats and calls on, saved in versions (issue 34). */
export function ChecklistScreen() {
  const route = useRoute();
  return (
    <section>
      <PageHeading title={route.title} />
      <ChecklistEditor />
      <ChecklistVersions />
    </section>
  );
}

function ChecklistEditor() {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const checklist = useChecklist();
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, useDescribeQualityError(), { messageOf: qualityRuleMessage, title: messages.saveFailed });
  const conflict = useVersionConflict(checklistSchema);
  const save = useSaveChecklistMutation({
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: (saved) => toast.success(t(messages.saved, { version: saved.version })),
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      if (!(await showItemErrors(form, error, t))) await failure.show(error);
    },
  });

  if (checklist.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => checklist.refetch()} retrying={checklist.isFetching} />;
  if (!checklist.data) return <ContentSkeleton label={t(messages.loading)} />;
  const stored = checklist.data;
  const submit = (version: number) => {
    // The kept criteria's ids are fields too (hidden), so the typed getter carries them.
    const { items } = form.getFieldsValue();
    save.mutate({ version, items: items.map((item) => ({ ...item, weight: Number(item.weight) })) });
  };

  return (
    <Surface style={{ maxWidth: 760 }}>
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {stored.createdAt ? t(messages.current, { version: stored.version, date: formatDate(stored.createdAt, locale) }) : t(messages.none)}
      </Typography.Paragraph>
      {conflict.current ? (
        <VersionConflictAlert
          busy={save.isPending}
          onReload={() => {
            if (conflict.current) form.setFieldsValue(valuesOf(conflict.current));
            conflict.clear();
          }}
          onOverwrite={() => submit(conflict.current?.version ?? stored.version)}
        />
      ) : null}
      {failure.alert}
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(stored)} onFinish={() => submit(stored.version)}>
        <Form.List name="items">
          {(fields, { add, remove, move }) => (
            <Flex vertical gap={12}>
              <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
                {fields.map((field, index) => {
                  const number = index + 1;
                  return (
                    <li key={field.key}>
                      <fieldset style={{ border: '1px solid rgba(5, 5, 5, 0.12)', borderRadius: 8, padding: '8px 16px 0', margin: 0, minWidth: 0 }}>
                        <legend style={{ fontWeight: 600, padding: '0 4px', width: 'auto', marginBottom: 0, fontSize: 14, border: 0 }}>{t(messages.criterion, { number })}</legend>
                        <Form.Item name={[field.name, 'id']} hidden>
                          <Input />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'title']}
                          label={t(messages.title)}
                          rules={[
                            { required: true, whitespace: true, message: t(messages.required) },
                            { max: CHECKLIST_TITLE_MAX, message: t(messages.tooLong, { max: CHECKLIST_TITLE_MAX }) },
                            {
                              validator: async (_, value: string | undefined) => {
                                const key = checklistTitleKey(value ?? '');
                                const items = form.getFieldsValue().items ?? [];
                                const earlier = items.slice(0, index).some((item) => checklistTitleKey(item.title) === key);
                                if (key !== '' && earlier) throw new Error(t(qualityRuleMessage('checklist.duplicateTitle').descriptor));
                              },
                            },
                          ]}
                        >
                          <Input maxLength={CHECKLIST_TITLE_MAX + 20} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'description']}
                          label={t(messages.description)}
                          rules={[{ max: CHECKLIST_DESCRIPTION_MAX, message: t(messages.tooLong, { max: CHECKLIST_DESCRIPTION_MAX }) }]}
                        >
                          <TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                        </Form.Item>
                        <Flex gap={16} wrap align="center" style={{ marginBottom: 12 }}>
                          <Form.Item name={[field.name, 'weight']} label={t(messages.weight)} style={{ marginBottom: 0 }}>
                            <WeightSelect label={t(messages.weightOf, { number })} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'fatal']} valuePropName="checked" style={{ marginBottom: 0 }}>
                            <Checkbox>{t(messages.fatal)}</Checkbox>
                          </Form.Item>
                        </Flex>
                        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
                          <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                            {t(messages.moveUp, { number })}
                          </Button>
                          <Button size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                            {t(messages.moveDown, { number })}
                          </Button>
                          <Button size="small" danger disabled={fields.length === 1} onClick={() => remove(field.name)}>
                            {t(messages.remove, { number })}
                          </Button>
                        </Flex>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
              {fields.length >= CHECKLIST_ITEMS_MAX ? (
                <Typography.Text type="secondary">{t(messages.full, { max: CHECKLIST_ITEMS_MAX })}</Typography.Text>
              ) : (
                <Button style={{ alignSelf: 'flex-start' }} onClick={() => add(blankItem())}>
                  {t(messages.add)}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t(messages.save)}
        </Button>
      </Form>
    </Surface>
  );
}

/** The weight, 1-10, as the browser's own select (no popup code for ten numbers). Form.Item gives value and onChange. */
function WeightSelect({ label, value, onChange }: { label: string; value?: string; onChange?: (value: string) => void }) {
  return <NativeSelect label={label} value={value ?? String(CHECKLIST_DEFAULT_WEIGHT)} options={WEIGHTS.map((weight) => ({ value: weight, label: weight }))} onChange={(next) => onChange?.(next)} />;
}

/**
 * The API's refusals at a criterion (`items.N.title`, `items.N.weight`) at that criterion's field; the form's
 * own check catches them first, so this is for a rule only the server knew. False when there were none.
 */
async function showItemErrors(form: FormInstance<Values>, error: unknown, t: Translate): Promise<boolean> {
  const fields = (await readApiError(error))?.fields;
  if (!fields) return false;
  const marks = Object.entries(fields).flatMap(([path, code]) => {
    const [list, index, field] = path.split('.');
    if (list !== 'items' || index === undefined || (field !== 'title' && field !== 'description' && field !== 'weight')) return [];
    const { descriptor, values } = qualityRuleMessage(code);
    const name: ['items', number, typeof field] = ['items', Number(index), field];
    return [{ name, errors: [t(descriptor, values)] }];
  });
  form.setFields(marks);
  return marks.length > 0;
}

function ChecklistVersions() {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const versions = useChecklistVersions();
  const [open, setOpen] = useState<number | null>(null);
  if (!versions.data || versions.data.length < 2) return null;
  return (
    <Surface style={{ maxWidth: 760, marginTop: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.versions)}
      </Typography.Title>
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        {versions.data.map((version) => (
          <li key={version.version} style={{ marginBottom: 8 }}>
            <Flex gap={8} wrap align="center">
              <span>{t(messages.versionRow, { version: version.version, date: formatDate(version.createdAt, locale), items: version.itemsCount, fatal: version.fatalCount })}</span>
              <Button size="small" type="link" aria-expanded={open === version.version} onClick={() => setOpen(open === version.version ? null : version.version)}>
                {t(open === version.version ? messages.hide : messages.show, { version: version.version })}
              </Button>
            </Flex>
            {open === version.version ? <VersionItems version={version.version} /> : null}
          </li>
        ))}
      </ul>
    </Surface>
  );
}

function VersionItems({ version }: { version: number }) {
  const t = useTranslate();
  const saved = useChecklistVersion(version);
  if (saved.isError) return <Alert type="error" showIcon title={t(messages.loadFailed)} />;
  if (!saved.data) return <ContentSkeleton label={t(messages.loading)} />;
  return (
    <ol style={{ marginTop: 8 }}>
      {saved.data.items.map((item: ChecklistItem) => (
        <li key={item.id}>
          {item.title} ({t(messages.weightShort, { weight: item.weight })}){item.fatal ? <> <StatusTag tone="danger">{t(messages.fatalTag)}</StatusTag></> : null}
        </li>
      ))}
    </ol>
  );
}
