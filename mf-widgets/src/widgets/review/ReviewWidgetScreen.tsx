import { useState } from 'react';
import { checkEmail } from '@cabinet/api/core';
import { checkPhone } from '@cabinet/api/phone';
import {
  checkMapLink,
  RATING_MAX,
  REVIEW_ROUTING_MODES,
  REVIEW_WIDGET_FOOTER_MAX,
  REVIEW_WIDGET_NAME_MAX,
  REVIEW_WIDGET_TEXT_MAX,
  reviewWidgetSchema,
  WIDGET_LANGUAGES,
  type ReviewRoutingMode,
  type ReviewWidget,
} from '@cabinet/api/widgets';
import { RouteLink, useLinks, useRoute, useSession } from '@cabinet/contracts';
import { Button, ContentSkeleton, Flex, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { Radio } from '@cabinet/design/choices';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { PhoneField } from '@cabinet/design/phone';
import { i18n, LOCALE_NAMES, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { checkBoundedText, checkOptionalText, textOf, useFieldRule, useFormFailure, type FieldCheck } from '@cabinet/toolkit/forms';
import { LoadFailedAlert, useUrlParam } from '@cabinet/toolkit/list';
import { ProGate } from '@cabinet/toolkit/pro-gate';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useReviewWidget, useSaveReviewWidgetMutation } from '../../api/reviewWidget';
import { RatingCard } from '../../rating/RatingCard';
import { useDescribeWidgetError } from '../../shared/errors';
import { PRO_ABOUT, PRO_FEATURES } from '../../shared/proFeatures';
import { widgetRuleMessage } from '../../shared/ruleMessages';
import { ClientPreview } from './ClientPreview';
import { AllowedOriginsField } from '../AllowedOriginsField';
import { newReviewValues, previewOf, reviewRequestOf, reviewValuesOf, type ReviewFormValues } from './reviewForm';

const messages = {
  back: /*i18n*/ { id: 'widgets.review.back', message: 'Back to the widgets' },
  newTitle: /*i18n*/ { id: 'widgets.review.newTitle', message: 'New review widget' },
  loading: /*i18n*/ { id: 'widgets.review.loading', message: 'Loading the widget…' },
  loadFailed: /*i18n*/ { id: 'widgets.review.loadFailed', message: 'The widget could not be loaded' },
  name: /*i18n*/ { id: 'widgets.review.name', message: 'Name' },
  originsHelp: /*i18n*/ {
    id: 'widgets.review.originsHelp',
    message: 'One address a line, such as https://salon.example: the sites that may show the rating page of your review links in a frame. None listed: no site may.',
  },
  nameHint: /*i18n*/ { id: 'widgets.review.nameHint', message: 'For you: clients do not see it.' },
  language: /*i18n*/ { id: 'widgets.review.language', message: 'Language of the client’s page' },
  footerText: /*i18n*/ { id: 'widgets.review.footerText', message: 'Footer text' },
  footerHint: /*i18n*/ { id: 'widgets.review.footerHint', message: 'Shown at the bottom of the page, e.g. your salon’s name and address.' },
  answerPhone: /*i18n*/ { id: 'widgets.review.answerPhone', message: 'Phone for client questions (optional)' },
  notifyPhone: /*i18n*/ { id: 'widgets.review.notifyPhone', message: 'Phone for low-rating alerts (optional)' },
  notifyEmail: /*i18n*/ { id: 'widgets.review.notifyEmail', message: 'E-mail for low-rating alerts (optional)' },
  maps: /*i18n*/ { id: 'widgets.review.maps', message: 'Map links' },
  mapsHint: /*i18n*/ { id: 'widgets.review.mapsHint', message: 'Optional: leave a map empty if you are not on it. Paste the link of your page on the map.' },
  yandex: /*i18n*/ { id: 'widgets.review.yandex', message: 'Yandex Maps link' },
  twoGis: /*i18n*/ { id: 'widgets.review.twoGis', message: '2GIS link' },
  google: /*i18n*/ { id: 'widgets.review.google', message: 'Google Maps link' },
  minimalRating: /*i18n*/ { id: 'widgets.review.minimalRating', message: 'Minimal rating for maps' },
  minimalRatingHint: /*i18n*/ { id: 'widgets.review.minimalRatingHint', message: 'Ratings below it alert you at once and show the negative text.' },
  routingMode: /*i18n*/ { id: 'widgets.review.routingMode', message: 'Who is offered the map links' },
  positiveText: /*i18n*/ { id: 'widgets.review.positiveText', message: 'Text for a good rating' },
  negativeText: /*i18n*/ { id: 'widgets.review.negativeText', message: 'Text for a low rating' },
  save: /*i18n*/ { id: 'widgets.review.save', message: 'Save' },
  saved: /*i18n*/ { id: 'widgets.review.saved', message: 'The widget “{name}” is saved' },
  created: /*i18n*/ { id: 'widgets.review.created', message: 'The widget “{name}” is created' },
  saveFailed: /*i18n*/ { id: 'widgets.review.saveFailed', message: 'The widget could not be saved' },
  preview: /*i18n*/ { id: 'widgets.review.preview', message: 'What a client sees' },
  previewRating: /*i18n*/ { id: 'widgets.review.previewRating', message: 'Preview at rating' },
  previewStars: /*i18n*/ { id: 'widgets.review.previewStars', message: '{rating} ★' },
  figures: /*i18n*/ { id: 'widgets.review.figures', message: 'Transitions to maps: {transitions} · ratings received: {ratings}' },
};

const ROUTING_MODES: Record<ReviewRoutingMode, { label: MessageDescriptor; about: MessageDescriptor }> = {
  minimalRating: {
    label: /*i18n*/ { id: 'widgets.review.mode.minimalRating', message: 'Only clients who rate at or above the minimal rating' },
    about: /*i18n*/ {
      id: 'widgets.review.mode.minimalRating.about',
      message:
        'Lower ratings see the negative text instead of the maps. Google’s review policy forbids inviting only happy clients to review you on Google Maps, and in the United States so does the FTC rule on consumer reviews (16 CFR 465).',
    },
  },
  allMaps: {
    label: /*i18n*/ { id: 'widgets.review.mode.allMaps', message: 'Every client (compliant with Google’s policy and the FTC rule)' },
    about: /*i18n*/ {
      id: 'widgets.review.mode.allMaps.about',
      message: 'Every client is offered the map links; a rating below the minimal one still alerts you at once and shows the negative text above them.',
    },
  },
};

/** The editor's `?id=`: the widget edited; none for a new one. */
const idParam = { defaultValue: null, parse: (text: string | null) => (text === '' ? null : text), format: (value: string | null) => value };

const optional =
  (check: (value: string) => string | null): FieldCheck =>
  (value) =>
    textOf(value).trim() === '' ? null : check(textOf(value).trim());
const checkOptionalPhone = (value: string) => (value.trim() === '' ? null : checkPhone(value));
const checkMap: FieldCheck = (value) => checkMapLink(textOf(value));

/** /widgets/review: Pro-locked (spec section 4). `?id=` edits a widget; without it a new one is made. */
export function ReviewWidgetScreen() {
  const t = useTranslate();
  const route = useRoute();
  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="widgets">{t(messages.back)}</RouteLink>} />
      <ProGate feature={t(PRO_FEATURES.reviewWidget)} lock="reviewWidget" about={t(PRO_ABOUT.reviewWidget)}>
        <ReviewWidgetLoader />
      </ProGate>
    </section>
  );
}

function ReviewWidgetLoader() {
  const t = useTranslate();
  const session = useSession();
  const [id] = useUrlParam('id', idParam);
  const widget = useReviewWidget(id);
  if (id === null) {
    const countryId = session.status === 'authenticated' ? session.user.countryId : 0;
    return <ReviewWidgetEditor key="new" widget={null} initial={newReviewValues(i18n.locale, countryId)} />;
  }
  if (widget.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => widget.refetch()} retrying={widget.isFetching} />;
  if (!widget.data) return <ContentSkeleton label={t(messages.loading)} />;
  return <ReviewWidgetEditor key={widget.data.id} widget={widget.data} initial={reviewValuesOf(widget.data)} />;
}

/** The form, and beside it the client's page as the form stands, at the rating chosen, in the widget's language. */
function ReviewWidgetEditor({ widget, initial }: { widget: ReviewWidget | null; initial: ReviewFormValues }) {
  const t = useTranslate();
  const links = useLinks();
  const [form] = Form.useForm<ReviewFormValues>();
  const rule = useFieldRule(widgetRuleMessage);
  const failure = useFormFailure(form, useDescribeWidgetError(), { messageOf: widgetRuleMessage, fieldKinds: { answerPhone: 'phone', notifyPhone: 'phone', notifyEmail: 'email' }, title: messages.saveFailed });
  const conflict = useVersionConflict(reviewWidgetSchema);
  const [previewRating, setPreviewRating] = useState(RATING_MAX);
  const watched = Form.useWatch([], { form, preserve: true });
  const values: ReviewFormValues = { ...initial, ...watched };

  const save = useSaveReviewWidgetMutation(widget?.id ?? null, {
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: (saved) => {
      toast.success(t(widget ? messages.saved : messages.created, { name: saved.name }));
      if (!widget) links.navigate('widgets.review', undefined, { search: `?id=${encodeURIComponent(saved.id)}` });
    },
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      await failure.show(error);
    },
  });
  const submit = (version: number | undefined) => save.mutate(reviewRequestOf({ ...initial, ...form.getFieldsValue() }, version));

  return (
    <Flex gap={24} wrap align="flex-start">
      <Surface style={{ flex: '1 1 360px', maxWidth: 640 }}>
        {widget ? (
          <Typography.Paragraph type="secondary">{t(messages.figures, { transitions: widget.transitionsCount, ratings: widget.ratingsCount })}</Typography.Paragraph>
        ) : (
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {t(messages.newTitle)}
          </Typography.Title>
        )}
        {conflict.current ? (
          <VersionConflictAlert
            busy={save.isPending}
            onReload={() => {
              if (conflict.current) form.setFieldsValue(reviewValuesOf(conflict.current));
              conflict.clear();
            }}
            onOverwrite={() => submit(conflict.current?.version)}
          />
        ) : null}
        {failure.alert}
        <Form<ReviewFormValues> form={form} layout="vertical" requiredMark={false} initialValues={initial} noValidate onFinish={() => submit(widget?.version)}>
          <Form.Item name="name" label={t(messages.name)} extra={t(messages.nameHint)} rules={[rule(checkBoundedText(REVIEW_WIDGET_NAME_MAX))]}>
            <Input autoComplete="off" maxLength={REVIEW_WIDGET_NAME_MAX + 1} />
          </Form.Item>
          <Form.Item name="language" label={t(messages.language)}>
            <Radio.Group options={WIDGET_LANGUAGES.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))} />
          </Form.Item>
          <Form.Item name="footerText" label={t(messages.footerText)} extra={t(messages.footerHint)} rules={[rule(checkOptionalText(REVIEW_WIDGET_FOOTER_MAX))]}>
            <Input autoComplete="off" maxLength={REVIEW_WIDGET_FOOTER_MAX + 1} />
          </Form.Item>
          <PhoneField name="answerPhone" label={t(messages.answerPhone)} check={checkOptionalPhone} />
          <PhoneField name="notifyPhone" label={t(messages.notifyPhone)} check={checkOptionalPhone} />
          <Form.Item name="notifyEmail" label={t(messages.notifyEmail)} rules={[rule(optional(checkEmail), 'email')]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t(messages.maps)}</legend>
            <Typography.Paragraph type="secondary">{t(messages.mapsHint)}</Typography.Paragraph>
            <Form.Item name="yandexMapLink" label={t(messages.yandex)} rules={[rule(checkMap)]}>
              <Input type="url" inputMode="url" autoComplete="url" placeholder="https://yandex.ru/maps/org/…" />
            </Form.Item>
            <Form.Item name="twoGisMapLink" label={t(messages.twoGis)} rules={[rule(checkMap)]}>
              <Input type="url" inputMode="url" autoComplete="url" placeholder="https://2gis.ru/…" />
            </Form.Item>
            <Form.Item name="googleMapLink" label={t(messages.google)} rules={[rule(checkMap)]}>
              <Input type="url" inputMode="url" autoComplete="url" placeholder="https://maps.google.com/…" />
            </Form.Item>
          </fieldset>
          <Form.Item name="minimalRating" label={t(messages.minimalRating)} extra={t(messages.minimalRatingHint)}>
            <Radio.Group optionType="button" options={[1, 2, 3, 4, 5].map((rating) => ({ value: rating, label: t(messages.previewStars, { rating }) }))} />
          </Form.Item>
          <Form.Item name="routingMode" label={t(messages.routingMode)}>
            <Radio.Group>
              <Flex vertical gap={8}>
                {REVIEW_ROUTING_MODES.map((mode) => (
                  <Radio key={mode} value={mode}>
                    <span style={{ fontWeight: 500 }}>{t(ROUTING_MODES[mode].label)}</span>
                    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                      {t(ROUTING_MODES[mode].about)}
                    </Typography.Paragraph>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="positiveText" label={t(messages.positiveText)} rules={[rule(checkBoundedText(REVIEW_WIDGET_TEXT_MAX))]}>
            <TextArea rows={3} maxLength={REVIEW_WIDGET_TEXT_MAX + 1} />
          </Form.Item>
          <Form.Item name="negativeText" label={t(messages.negativeText)} rules={[rule(checkBoundedText(REVIEW_WIDGET_TEXT_MAX))]}>
            <TextArea rows={3} maxLength={REVIEW_WIDGET_TEXT_MAX + 1} />
          </Form.Item>
          <AllowedOriginsField name="origins" help={t(messages.originsHelp)} />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t(messages.save)}
          </Button>
        </Form>
      </Surface>
      <Surface style={{ flex: '1 1 300px', maxWidth: 420 }}>
        <section aria-label={t(messages.preview)}>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {t(messages.preview)}
          </Typography.Title>
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text id="widgets-preview-rating">{t(messages.previewRating)}</Typography.Text>
            <Radio.Group
              aria-labelledby="widgets-preview-rating"
              optionType="button"
              value={previewRating}
              onChange={(event) => setPreviewRating(Number(event.target.value))}
              options={[1, 2, 3, 4, 5].map((rating) => ({ value: rating, label: t(messages.previewStars, { rating }) }))}
            />
          </Flex>
          <div style={{ border: '1px solid #d4d4d8', borderRadius: 12, padding: 16 }}>
            <ClientPreview language={values.language}>
              <RatingCard widget={previewOf(values)} rating={previewRating} onRate={setPreviewRating} />
            </ClientPreview>
          </div>
        </section>
      </Surface>
    </Flex>
  );
}
