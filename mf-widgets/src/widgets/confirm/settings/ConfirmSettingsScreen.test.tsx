import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { saveConfirmWidgetRequestSchema, WIDGETS_PATHS, type ConfirmWidget } from '@cabinet/api/widgets';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../../catalog';
import { ConfirmSettingsScreen } from './ConfirmSettingsScreen';

configure({ asyncUtilTimeout: 5000 });

const pro = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 1 }, roles: [] };
const stored: ConfirmWidget = { showPrice: false, showMasterName: true, showConfirmButton: true, showCancelButton: true, allowedOrigins: [], version: 2 };

it('saves what the visit page shows, with the version it was based on', async () => {
  const rendered = await renderScreen(<ConfirmSettingsScreen />, {
    route: 'widgets.confirm.settings',
    session: pro,
    api: fakeApi()
      .on('GET', WIDGETS_PATHS.confirmWidget, () => stored)
      .on('PUT', WIDGETS_PATHS.confirmWidget, ({ body }) => ({ ...stored, ...saveConfirmWidgetRequestSchema.parse(body), version: 3 })).handler,
  });
  expect(await screen.findByRole('checkbox', { name: 'Show the price of the visit' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show the price of the visit' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('The visit page settings are saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.body !== undefined)?.body).toEqual({ ...stored, showPrice: true, version: 2 });
});

it('shows the API’s refusal of a page without buttons at its field, keeping the choice', async () => {
  await renderScreen(<ConfirmSettingsScreen />, {
    route: 'widgets.confirm.settings',
    session: pro,
    api: fakeApi()
      .on('GET', WIDGETS_PATHS.confirmWidget, () => stored)
      .on('PUT', WIDGETS_PATHS.confirmWidget, () => apiError(400, 'VALIDATION_FAILED', 'Show at least one button', { showCancelButton: 'confirm.noButton' })).handler,
  });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Show the “Confirm” button' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show the “Cancel” button' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Show at least one button: confirm or cancel')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Show the “Cancel” button' })).not.toBeChecked());
});

it('lists the sites that may frame the visit page, refusing what is not a site’s address before sending', async () => {
  const rendered = await renderScreen(<ConfirmSettingsScreen />, {
    route: 'widgets.confirm.settings',
    session: pro,
    api: fakeApi()
      .on('GET', WIDGETS_PATHS.confirmWidget, () => ({ ...stored, allowedOrigins: ['https://aurora.example'] }))
      .on('PUT', WIDGETS_PATHS.confirmWidget, ({ body }) => ({ ...stored, ...saveConfirmWidgetRequestSchema.parse(body), version: 3 })).handler,
  });
  const sites = await screen.findByRole('textbox', { name: 'Sites allowed to show the widget' });
  expect(sites).toHaveValue('https://aurora.example');
  fireEvent.change(sites, { target: { value: 'https://aurora.example\nsalon' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Not a site address: salon/)).toBeInTheDocument();
  expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);

  fireEvent.change(sites, { target: { value: 'https://aurora.example\nhttps://booking.aurora.example/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The visit page settings are saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.body !== undefined)?.body).toEqual({ ...stored, allowedOrigins: ['https://aurora.example', 'https://booking.aurora.example'], version: 2 });
});
