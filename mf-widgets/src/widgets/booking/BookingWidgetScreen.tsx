import { BOOKING_WIDGET_NAME_MAX, bookingWidgetSchema, type BookingWidget, type BookingWidgetSystem } from '@cabinet/api/widgets';
import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { Alert, Button, ContentSkeleton, Empty, NativeSelect, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { LoadFailedAlert, useUrlParam } from '@cabinet/toolkit/list';
import { ProGate } from '@cabinet/toolkit/pro-gate';
import { BookingStaffNotice } from '@cabinet/toolkit/staff-access';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useBookingCompanies, useBookingWidget, useSaveBookingWidgetMutation } from '../../api/booking';
import { useDescribeWidgetError } from '../../shared/errors';
import { PRO_ABOUT, PRO_FEATURES } from '../../shared/proFeatures';
import { widgetRuleMessage } from '../../shared/ruleMessages';
import { AllowedOriginsField, originsOfText, textOfOrigins } from '../AllowedOriginsField';
import { embedSnippet, iframeSnippet } from './embed';

const messages = {
  back: /*i18n*/ { id: 'widgets.booking.back', message: 'Back to the widgets' },
  intro: /*i18n*/ {
    id: 'widgets.booking.intro',
    message: 'Clients book a visit on your own site: they choose a service, a master and a free time, leave their name and phone, and the visit appears in your booking system.',
  },
  introIiko: /*i18n*/ {
    id: 'widgets.booking.introIiko',
    message: 'Guests book a table on your restaurant’s site: they choose how many they are, a day and a free time, leave their name and phone, and the table booking appears in iiko.',
  },
  loading: /*i18n*/ { id: 'widgets.booking.loading', message: 'Loading the widget…' },
  loadFailed: /*i18n*/ { id: 'widgets.booking.loadFailed', message: 'The widget could not be loaded' },
  name: /*i18n*/ { id: 'widgets.booking.name', message: 'Name' },
  company: /*i18n*/ { id: 'widgets.booking.company', message: 'Branch or iiko organization' },
  noCompanies: /*i18n*/ { id: 'widgets.booking.noCompanies', message: 'Connect a YCLIENTS or Altegio branch or an iiko organization first: the widget books into it.' },
  connect: /*i18n*/ { id: 'widgets.booking.connect', message: 'Connect YCLIENTS' },
  originsHelp: /*i18n*/ {
    id: 'widgets.booking.originsHelp',
    message: 'One address a line, such as https://salon.example. On any other site the widget refuses to book, so a copied snippet takes no bookings.',
  },
  required: /*i18n*/ { id: 'widgets.booking.required', message: 'Required' },
  save: /*i18n*/ { id: 'widgets.booking.save', message: 'Save' },
  create: /*i18n*/ { id: 'widgets.booking.create', message: 'Create the widget' },
  saved: /*i18n*/ { id: 'widgets.booking.saved', message: 'The widget “{name}” is saved' },
  saveFailed: /*i18n*/ { id: 'widgets.booking.saveFailed', message: 'The widget could not be saved' },
  embedTitle: /*i18n*/ { id: 'widgets.booking.embedTitle', message: 'Put it on your site' },
  embedHelp: /*i18n*/ { id: 'widgets.booking.embedHelp', message: 'Paste this code where the widget should appear. It loads only the widget and keeps your site’s styles apart from its own.' },
  snippet: /*i18n*/ { id: 'widgets.booking.snippet', message: 'Code for your site' },
  copy: /*i18n*/ { id: 'widgets.booking.copy', message: 'Copy the code' },
  copied: /*i18n*/ { id: 'widgets.booking.copied', message: 'The code is copied' },
  frameHelp: /*i18n*/ {
    id: 'widgets.booking.frameHelp',
    message: 'Or show the widget in a frame: paste this code instead. Only the sites listed above may show the frame; on any other the browser leaves it empty.',
  },
  frameSnippet: /*i18n*/ { id: 'widgets.booking.frameSnippet', message: 'Frame snippet for your site' },
  copyFrame: /*i18n*/ { id: 'widgets.booking.copyFrame', message: 'Copy the frame snippet' },
  noSites: /*i18n*/ { id: 'widgets.booking.noSites', message: 'No site is allowed yet: the widget works only on its own page until you list your site.' },
  bookings: /*i18n*/ { id: 'widgets.booking.bookings', message: 'Bookings made through the widget: {count}' },
  bookingsIiko: /*i18n*/ { id: 'widgets.booking.bookingsIiko', message: 'Table bookings made through the widget: {count}' },
};

interface Values {
  name: string;
  companyId: string;
  origins: string;
}

/** The systems' own names (not translated). */
const SYSTEM_NAMES: Record<BookingWidgetSystem, string> = { yclients: 'YCLIENTS', altegio: 'Altegio', iiko: 'iiko' };

const idParam = { defaultValue: null, parse: (text: string | null) => (text === '' ? null : text), format: (value: string | null) => value };

/** /widgets/booking (`?id=` edits, none creates): the BookingWidget, Pro-locked as every widget. */
export function BookingWidgetScreen() {
  const t = useTranslate();
  const route = useRoute();
  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="widgets">{t(messages.back)}</RouteLink>} />
      <ProGate feature={t(PRO_FEATURES.reviewWidget)} lock="reviewWidget" about={t(PRO_ABOUT.reviewWidget)}>
        {/* The widget shows the system's timetable and books through its user: the rights it lacks, the widget lacks. */}
        <BookingStaffNotice />
        <BookingWidgetLoader />
      </ProGate>
    </section>
  );
}

function BookingWidgetLoader() {
  const t = useTranslate();
  const [id] = useUrlParam('id', idParam);
  const widget = useBookingWidget(id);
  const companies = useBookingCompanies();
  const failed = (id !== null && widget.isError) || companies.isError;
  if (failed) {
    return (
      <LoadFailedAlert
        title={t(messages.loadFailed)}
        onRetry={() => void Promise.all([companies.refetch(), id === null ? null : widget.refetch()])}
        retrying={widget.isFetching || companies.isFetching}
      />
    );
  }
  if (!companies.data || (id !== null && !widget.data)) return <ContentSkeleton label={t(messages.loading)} />;
  if (companies.data.length === 0) {
    return (
      <Empty description={t(messages.noCompanies)}>
        <RouteLink to="accounts.yclients">{t(messages.connect)}</RouteLink>
      </Empty>
    );
  }
  const stored = widget.data ?? null;
  const initial: Values = stored
    ? { name: stored.name, companyId: stored.companyId, origins: textOfOrigins(stored.allowedOrigins) }
    : { name: '', companyId: companies.data[0]?.id ?? '', origins: '' };
  return (
    <BookingWidgetEditor
      key={stored?.id ?? 'new'}
      widget={stored}
      initial={initial}
      companies={companies.data.map((company) => ({ value: company.id, label: `${company.name} (${SYSTEM_NAMES[company.system]})`, system: company.system }))}
    />
  );
}

function BookingWidgetEditor({ widget, initial, companies }: { widget: BookingWidget | null; initial: Values; companies: { value: string; label: string; system: BookingWidgetSystem }[] }) {
  const t = useTranslate();
  const links = useLinks();
  const [form] = Form.useForm<Values>();
  // An iiko organization's widget books tables (IikoBookingWidget): the editor says so as soon as one is chosen.
  const chosen = Form.useWatch('companyId', form) ?? initial.companyId;
  const iiko = companies.find((company) => company.value === chosen)?.system === 'iiko';
  const failure = useFormFailure(form, useDescribeWidgetError(), { messageOf: widgetRuleMessage, title: messages.saveFailed });
  const conflict = useVersionConflict(bookingWidgetSchema);
  const save = useSaveBookingWidgetMutation(widget?.id ?? null, {
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: (saved) => {
      toast.success(t(messages.saved, { name: saved.name }));
      if (!widget) links.navigate('widgets.booking', undefined, { search: `?id=${encodeURIComponent(saved.id)}` });
    },
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      await failure.show(error);
    },
  });
  const submit = (version: number | undefined) => {
    const values = { ...initial, ...form.getFieldsValue() };
    save.mutate({ name: values.name, companyId: values.companyId, allowedOrigins: originsOfText(values.origins), version });
  };

  return (
    <>
      <Surface style={{ maxWidth: 640 }}>
        <Typography.Paragraph>{t(iiko ? messages.introIiko : messages.intro)}</Typography.Paragraph>
        {conflict.current ? (
          <VersionConflictAlert
            busy={save.isPending}
            onReload={() => {
              const current = conflict.current;
              if (current) form.setFieldsValue({ name: current.name, companyId: current.companyId, origins: textOfOrigins(current.allowedOrigins) });
              conflict.clear();
            }}
            onOverwrite={() => submit(conflict.current?.version)}
          />
        ) : null}
        {failure.alert}
        <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={() => submit(widget?.version)}>
          <Form.Item name="name" label={t(messages.name)} rules={[{ required: true, whitespace: true, message: t(messages.required) }]}>
            <Input maxLength={BOOKING_WIDGET_NAME_MAX} />
          </Form.Item>
          <Form.Item name="companyId" label={t(messages.company)}>
            <NativeSelect
              label={t(messages.company)}
              value={initial.companyId}
              options={companies.map(({ value, label }) => ({ value, label }))}
              onChange={() => undefined}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <AllowedOriginsField name="origins" help={t(messages.originsHelp)} />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t(widget ? messages.save : messages.create)}
          </Button>
        </Form>
      </Surface>
      {widget ? <EmbedCode widget={widget} /> : null}
    </>
  );
}

/** The snippet the owner pastes on the site: the container names the widget and the API, the script mounts it. */
function EmbedCode({ widget }: { widget: BookingWidget }) {
  const t = useTranslate();
  const snippet = embedSnippet(widget);
  const frame = iframeSnippet(widget);
  return (
    <Surface style={{ maxWidth: 640, marginTop: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t(messages.embedTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.embedHelp)}</Typography.Paragraph>
      {widget.allowedOrigins.length === 0 ? <Alert type="warning" showIcon message={t(messages.noSites)} style={{ marginBottom: 12 }} /> : null}
      <CopyableCode label={t(messages.snippet)} code={snippet} copy={t(messages.copy)} />
      <Typography.Paragraph style={{ marginTop: 16 }}>{t(messages.frameHelp)}</Typography.Paragraph>
      <CopyableCode label={t(messages.frameSnippet)} code={frame} copy={t(messages.copyFrame)} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t(widget.system === 'iiko' ? messages.bookingsIiko : messages.bookings, { count: widget.bookingsCount })}
      </Typography.Paragraph>
    </Surface>
  );
}

/** A snippet to paste, read-only, with its copy button. */
function CopyableCode({ label, code, copy }: { label: string; code: string; copy: string }) {
  const t = useTranslate();
  return (
    <>
      <TextArea aria-label={label} readOnly value={code} autoSize style={{ fontFamily: 'monospace', fontSize: 13 }} />
      <Button
        style={{ marginTop: 8 }}
        onClick={() => {
          void navigator.clipboard?.writeText(code).then(() => toast.success(t(messages.copied)));
        }}
      >
        {copy}
      </Button>
    </>
  );
}
