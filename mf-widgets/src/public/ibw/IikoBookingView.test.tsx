import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGETS_PATHS } from '@cabinet/api/widgets';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { IikoBookingView } from './IikoBookingView';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

describe('IikoBookingView', () => {
  it('reserves a table for the party at the chosen time with the guest’s name and phone', async () => {
    const fake = fakeApi()
      .on('GET', WIDGETS_PATHS.publicIikoBooking, () => ({ restaurantName: 'Пельменная', maxGuests: 6 }))
      .on('GET', WIDGETS_PATHS.publicIikoTimes, () => ['19:00', '19:30'])
      .on('POST', WIDGETS_PATHS.publicIikoReserves, () => ({ reserveId: 'r1', date: '2030-01-15', time: '19:30', guests: 4, tableName: 'Стол 3', sectionName: 'Основной зал' }));
    await renderScreen(<IikoBookingView widgetId="w1" brandName="SalonNotify" />, { route: 'iikoBookingWidget', api: fake.handler });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Guests' }), '4');
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '19:30' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Vera');
    await user.type(screen.getByRole('textbox', { name: 'Your phone' }), '+7 900 765-43-21');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    expect(await screen.findByText('Your table at Пельменная is booked')).toBeInTheDocument();
    expect(screen.getByText(/^.+ at 19:30, 4 guests\. Table: Стол 3, Основной зал\.$/)).toBeInTheDocument();
    const reserved = fake.calls.find((call) => call.method === 'POST');
    expect(reserved?.body).toMatchObject({ time: '19:30', guests: 4, name: 'Vera', phone: '+7 900 765-43-21' });
    const timeCalls = fake.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/Times'));
    expect(Object.fromEntries(timeCalls.at(-1)?.query ?? [])).toMatchObject({ guests: '4' });
  });

  it('says a time taken meanwhile was taken', async () => {
    const fake = fakeApi()
      .on('GET', WIDGETS_PATHS.publicIikoBooking, () => ({ restaurantName: 'Пельменная', maxGuests: 6 }))
      .on('GET', WIDGETS_PATHS.publicIikoTimes, () => ['19:00'])
      .on('POST', WIDGETS_PATHS.publicIikoReserves, () => apiError(409, 'BOOKING_SLOT_TAKEN', 'Taken'));
    await renderScreen(<IikoBookingView widgetId="w1" brandName="SalonNotify" />, { route: 'iikoBookingWidget', api: fake.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '19:00' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Vera');
    await user.type(screen.getByRole('textbox', { name: 'Your phone' }), '+79007654321');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time has just been taken. Choose another time.');
  });

  it('refuses on a site the restaurant did not allow, without a retry', async () => {
    const fake = fakeApi().on('GET', WIDGETS_PATHS.publicIikoBooking, () => apiError(403, 'BOOKING_ORIGIN_REFUSED', 'Not allowed on this site'));
    await renderScreen(<IikoBookingView widgetId="w1" brandName="SalonNotify" />, { route: 'iikoBookingWidget', api: fake.handler });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This reservation widget is not allowed on this site.'));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
