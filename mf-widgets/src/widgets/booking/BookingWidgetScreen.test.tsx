import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveBookingWidgetRequestSchema, WIDGET_PRO_FEATURE_KEYS, WIDGETS_PATHS, type BookingWidget } from '@cabinet/api/widgets';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { fakeApi, LIMITED_STAFF_ACCESS } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { BookingWidgetScreen } from './BookingWidgetScreen';
import { embedSnippet, iframeSnippet } from './embed';

const pro = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 1 }, roles: [] };
const basic = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 0, lockedFeatures: [...WIDGET_PRO_FEATURE_KEYS] }, roles: [] };
const COMPANIES = [{ id: 'c1', name: 'Lotus, Nevsky', system: 'yclients' as const }];
const WIDGET: BookingWidget = {
  id: 'b1',
  name: 'Lotus online',
  system: 'yclients',
  companyId: 'c1',
  companyName: 'Lotus, Nevsky',
  allowedOrigins: ['https://lotus.example'],
  apiUrl: 'https://api.cabinet.example/',
  bookingsCount: 3,
  version: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

it('creates a booking widget for a connected branch, with its sites as origins, and opens it', async () => {
  const fake = fakeApi()
    .on('GET', WIDGETS_PATHS.bookingCompanies, () => COMPANIES)
    .on('POST', WIDGETS_PATHS.bookingWidgets, ({ body }) => {
      const saved = saveBookingWidgetRequestSchema.parse(body);
      return { ...WIDGET, name: saved.name, allowedOrigins: saved.allowedOrigins, version: 1 };
    });
  const rendered = await renderScreen(<BookingWidgetScreen />, { route: 'widgets.booking', title: 'Booking widget', session: pro, api: fake.handler });
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lotus online');
  const sites = screen.getByRole('textbox', { name: 'Sites allowed to show the widget' });
  await user.type(sites, 'https://lotus.example/booking');
  await user.click(screen.getByRole('button', { name: 'Create the widget' }));
  expect(await screen.findByText(/^Not a site address: https:\/\/lotus.example\/booking/)).toBeInTheDocument();

  await user.clear(sites);
  await user.type(sites, 'HTTPS://Lotus.example/{enter}http://localhost:8080');
  await user.click(screen.getByRole('button', { name: 'Create the widget' }));
  await screen.findByText('The widget “Lotus online” is saved');
  expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Lotus online', companyId: 'c1', allowedOrigins: ['https://lotus.example', 'http://localhost:8080'], version: undefined });
  expect(rendered.navigations).toEqual([{ id: 'widgets.booking', params: undefined, options: { search: '?id=b1' } }]);
});

it('shows a saved widget’s snippet for the owner’s site', async () => {
  const fake = fakeApi()
    // Later handlers answer first: the widget's `:id` would take `Companies` too.
    .on('GET', WIDGETS_PATHS.bookingWidget, () => WIDGET)
    .on('GET', WIDGETS_PATHS.bookingCompanies, () => COMPANIES);
  await renderScreen(<BookingWidgetScreen />, { route: 'widgets.booking', title: 'Booking widget', session: pro, api: fake.handler, search: '?id=b1' });
  const code = await screen.findByRole('textbox', { name: 'Code for your site' });
  expect(code).toHaveValue(embedSnippet(WIDGET));
  expect(embedSnippet(WIDGET, 'https://cdn.example/mf-widgets/standalone.js')).toBe(
    '<div data-cabinet-view="bookingWidget" data-widget-id="b1" data-api="https://api.cabinet.example/"></div>\n<script src="https://cdn.example/mf-widgets/standalone.js" async></script>',
  );
  expect(screen.getByText('Bookings made through the widget: 3')).toBeInTheDocument();
  // Beside it, the frame: the widget's own page on mf-widgets's origin, titled with its name.
  expect(screen.getByRole('textbox', { name: 'Frame snippet for your site' })).toHaveValue(iframeSnippet(WIDGET));
  expect(iframeSnippet(WIDGET, 'https://cdn.example/mf-widgets/standalone.js')).toBe(
    '<iframe src="https://cdn.example/bw/b1" title="Lotus online" style="width: 100%; min-height: 640px; border: 0" loading="lazy"></iframe>',
  );
  expect(iframeSnippet({ ...WIDGET, system: 'iiko', name: 'Bar "Lotus"' }, 'https://cdn.example/standalone.js')).toContain('src="https://cdn.example/ibw/b1" title="Bar &quot;Lotus&quot;"');
});

it('asks to connect a branch first when none is connected', async () => {
  const fake = fakeApi().on('GET', WIDGETS_PATHS.bookingCompanies, () => []);
  await renderScreen(<BookingWidgetScreen />, { route: 'widgets.booking', title: 'Booking widget', session: pro, api: fake.handler });
  expect(await screen.findByText('Connect a YCLIENTS or Altegio branch or an iiko organization first: the widget books into it.')).toBeInTheDocument();
});

it('tells a booking-system user without the rights the widget books through what that stops (spec section 2, issue 36 item 20)', async () => {
  const fake = fakeApi().on('GET', WIDGETS_PATHS.bookingCompanies, () => COMPANIES).on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS);
  await renderScreen(<BookingWidgetScreen />, { route: 'widgets.booking', title: 'Booking widget', session: pro, api: fake.handler });
  expect(await screen.findByText('Lotus, Nevsky: your rights in YCLIENTS are not enough')).toBeInTheDocument();
  expect(screen.getByText('No access to phones')).toBeInTheDocument();
});

it('shows the Pro teaser below the Pro plan and asks the API nothing', async () => {
  const fake = fakeApi();
  await renderScreen(<BookingWidgetScreen />, { route: 'widgets.booking', title: 'Booking widget', session: basic, api: fake.handler });
  expect(await screen.findByRole('heading', { level: 2, name: 'Review catcher: available on the Pro plan' })).toBeInTheDocument();
  expect(fake.calls).toEqual([]);
});
