import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillPath } from '@cabinet/api/core';
import { saveReviewWidgetRequestSchema } from '@cabinet/api/phone';
import { answerWith, apiError, fakeApi } from '@cabinet/api/testing';
import { WIDGET_PRO_FEATURE_KEYS, WIDGETS_PATHS, type ReviewWidget } from '@cabinet/api/widgets';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { makeReviewWidget } from '../../testing/widgets';
import { ReviewWidgetScreen } from './ReviewWidgetScreen';

configure({ asyncUtilTimeout: 5000 });

const pro = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 1, countryId: 321 }, roles: [] };
const stored = makeReviewWidget();
const onePath = fillPath(WIDGETS_PATHS.reviewWidget, { id: stored.id });

/** The API's answer to a save: the widget with what was sent (as the API reads it), its version moved on. */
const savedFrom = (widget: ReviewWidget, body: unknown): ReviewWidget => ({ ...widget, ...saveReviewWidgetRequestSchema.parse(body), version: widget.version + 1 });

function widgetApi(widget: ReviewWidget, onSave?: () => Response) {
  return fakeApi()
    .on('GET', WIDGETS_PATHS.reviewWidget, () => widget)
    .on('PUT', WIDGETS_PATHS.reviewWidget, ({ body }) => (onSave ? onSave() : savedFrom(widget, body)))
    .on('POST', WIDGETS_PATHS.reviewWidgets, ({ body }) => answerWith(201, { ...savedFrom(widget, body), id: 'new-id', version: 1 }));
}

const enter = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const preview = () => within(screen.getByRole('region', { name: 'What a client sees' }));

it('previews what a client sees at each rating: the maps from the minimal rating, the negative text below it, live as the form changes', async () => {
  await renderScreen(<ReviewWidgetScreen />, { route: 'widgets.review', search: `?id=${stored.id}`, session: pro, api: widgetApi(stored).handler });

  expect(await screen.findByDisplayValue('Aurora, Tverskaya')).toBeInTheDocument();
  expect(await preview().findByRole('link', { name: 'Review on Yandex Maps' })).toHaveAttribute('href', stored.yandexMapLink);
  expect(preview().getByText(stored.positiveText)).toBeInTheDocument();

  fireEvent.click(preview().getByRole('radio', { name: '2 ★' }));
  expect(preview().getByText(stored.negativeText)).toBeInTheDocument();
  expect(preview().queryByRole('link', { name: 'Review on Yandex Maps' })).not.toBeInTheDocument();

  // The compliant mode offers the maps to every client, and the preview follows the form at once.
  fireEvent.click(screen.getByRole('radio', { name: /^Every client/ }));
  expect(await preview().findByRole('link', { name: 'Review on Google Maps' })).toBeInTheDocument();
  expect(preview().getByText(stored.negativeText)).toBeInTheDocument();
  enter('Google Maps link', '');
  await waitFor(() => expect(preview().queryByRole('link', { name: 'Review on Google Maps' })).not.toBeInTheDocument());
});

it('writes the preview in the widget’s language, not the cabinet’s', async () => {
  await renderScreen(<ReviewWidgetScreen />, { route: 'widgets.review', search: `?id=${stored.id}`, session: pro, api: widgetApi({ ...stored, language: 'ru' }).handler });
  expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(await preview().findByText('Как прошёл ваш визит?')).toBeInTheDocument();
  expect(preview().getByRole('link', { name: 'Отзыв на Яндекс Картах' })).toBeInTheDocument();
});

it('saves the whole widget with the version it was based on', async () => {
  const rendered = await renderScreen(<ReviewWidgetScreen />, { route: 'widgets.review', search: `?id=${stored.id}`, session: pro, api: widgetApi(stored).handler });
  await screen.findByDisplayValue('Aurora, Tverskaya');
  enter('2GIS link', 'https://2gis.ru/moscow/firm/1');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('The widget “Aurora, Tverskaya” is saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === onePath && request.body !== undefined)?.body).toMatchObject({
    twoGisMapLink: 'https://2gis.ru/moscow/firm/1',
    answerPhone: '+74951234567',
    allowedOrigins: [],
    version: 3,
  });
});

it('lists the sites that may frame the rating page as origins, refusing one with a path at its field', async () => {
  const rendered = await renderScreen(<ReviewWidgetScreen />, { route: 'widgets.review', search: `?id=${stored.id}`, session: pro, api: widgetApi(stored).handler });
  await screen.findByDisplayValue('Aurora, Tverskaya');
  enter('Sites allowed to show the widget', 'https://aurora.example/reviews');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Not a site address: https:\/\/aurora.example\/reviews/)).toBeInTheDocument();
  expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);

  enter('Sites allowed to show the widget', 'HTTPS://Aurora.example/\nhttp://localhost:8080');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The widget “Aurora, Tverskaya” is saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === onePath && request.body !== undefined)?.body).toMatchObject({
    allowedOrigins: ['https://aurora.example', 'http://localhost:8080'],
  });
});

it('refuses a bad link and phone at their fields before sending, and shows the API’s refusals there too, keeping what was typed', async () => {
  const rendered = await renderScreen(<ReviewWidgetScreen />, {
    route: 'widgets.review',
    search: `?id=${stored.id}`,
    session: pro,
    api: widgetApi(stored, () => apiError(400, 'VALIDATION_FAILED', 'Email is not valid', { notifyEmail: 'email.invalid' })).handler,
  });
  await screen.findByDisplayValue('Aurora, Tverskaya');
  enter('Yandex Maps link', 'not a link');
  enter('Phone for low-rating alerts (optional)', '12');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The link must be a valid http or https address')).toBeInTheDocument();
  expect(await screen.findByText(/phone number is not valid/i)).toBeInTheDocument();
  expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);

  enter('Yandex Maps link', '');
  enter('Phone for low-rating alerts (optional)', '');
  enter('E-mail for low-rating alerts (optional)', 'owner@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/e-?mail is not valid/i)).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail for low-rating alerts (optional)')).toHaveValue('owner@example.com');
});

it('keeps the typed edit on a stale save and offers to load the stored version', async () => {
  const theirs = { ...stored, name: 'Renamed elsewhere', version: 4 };
  await renderScreen(<ReviewWidgetScreen />, {
    route: 'widgets.review',
    search: `?id=${stored.id}`,
    session: pro,
    api: widgetApi(stored, () => answerWith(409, { code: 'VERSION_CONFLICT', message: 'Someone saved this after you opened it', current: theirs })).handler,
  });
  await screen.findByDisplayValue('Aurora, Tverskaya');
  enter('Name', 'My edit');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Someone else saved this in the meantime')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('My edit');
  fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
  expect(screen.getByLabelText('Name')).toHaveValue('Renamed elsewhere');
});

it('starts a new widget compliant in the United States and opens it once created', async () => {
  const rendered = await renderScreen(<ReviewWidgetScreen />, { route: 'widgets.review', session: pro, api: widgetApi(stored).handler });
  expect(await screen.findByRole('radio', { name: /^Every client/ })).toBeChecked();
  enter('Name', 'Studio');
  enter('Text for a good rating', 'Thanks!');
  enter('Text for a low rating', 'Sorry!');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(rendered.navigations).toEqual([{ id: 'widgets.review', params: undefined, options: { search: '?id=new-id' } }]));
  expect(rendered.requests.find((request) => request.path === WIDGETS_PATHS.reviewWidgets)?.body).toMatchObject({ name: 'Studio', routingMode: 'allMaps', minimalRating: 4 });
});

it('shows the Pro teaser below the Pro plan', async () => {
  const basic = { status: 'authenticated' as const, user: { ...TEST_USER, lockedFeatures: [...WIDGET_PRO_FEATURE_KEYS] }, roles: [] };
  await renderScreen(<ReviewWidgetScreen />, { route: 'widgets.review', title: 'Review widget', session: basic, api: fakeApi().handler });
  expect(await screen.findByRole('heading', { level: 2, name: /^Review catcher\b.*\bPro plan$/ })).toBeInTheDocument();
});
