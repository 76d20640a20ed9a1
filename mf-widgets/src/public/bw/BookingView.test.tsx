import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGETS_PATHS, type PublicBookingPage, type PublicBookingSlot } from '@cabinet/api/widgets';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { BookingView } from './BookingView';

const PAGE: PublicBookingPage = {
  businessName: 'Lotus, Nevsky',
  timeZone: 'Europe/Moscow',
  services: [
    { id: '70210101', title: 'Haircut', price: 2000, durationMinutes: 60 },
    { id: '70210102', title: 'Manicure', price: 1800, durationMinutes: 60 },
  ],
  masters: [
    { id: '7021011', name: 'Olga Smirnova' },
    { id: '7021012', name: 'Marina Belova' },
  ],
};
const SLOTS: PublicBookingSlot[] = [
  { time: '10:00', startsAt: '2030-01-15T07:00:00.000Z' },
  { time: '11:00', startsAt: '2030-01-15T08:00:00.000Z' },
];

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

describe('BookingView', () => {
  it('books the chosen service, master and time with the client’s name and phone', async () => {
    const fake = fakeApi()
      .on('GET', WIDGETS_PATHS.publicBooking, () => PAGE)
      .on('GET', WIDGETS_PATHS.publicBookingSlots, () => SLOTS)
      .on('POST', WIDGETS_PATHS.publicBookingRecords, () => ({ recordId: '1', startsAt: '2030-01-15T08:00:00.000Z', serviceTitle: 'Manicure', masterName: 'Marina Belova' }));
    await renderScreen(<BookingView widgetId="w1" brandName="SalonNotify" />, { route: 'bookingWidget', api: fake.handler });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Service' }), 'Manicure');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Master' }), 'Marina Belova');
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '11:00' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Vera');
    await user.type(screen.getByRole('textbox', { name: 'Your phone' }), '+7 900 765-43-21');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText(/^You are booked: Manicure with Marina Belova/)).toBeInTheDocument();
    const booked = fake.calls.find((call) => call.method === 'POST');
    expect(booked?.body).toEqual({ serviceId: '70210102', masterId: '7021012', startsAt: '2030-01-15T08:00:00.000Z', name: 'Vera', phone: '+7 900 765-43-21' });
    const slotCalls = fake.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/Slots'));
    expect(Object.fromEntries(slotCalls.at(-1)?.query ?? [])).toMatchObject({ serviceId: '70210102', masterId: '7021012' });
  });

  it('says a time taken meanwhile was taken, and lets the client choose another', async () => {
    const fake = fakeApi()
      .on('GET', WIDGETS_PATHS.publicBooking, () => PAGE)
      .on('GET', WIDGETS_PATHS.publicBookingSlots, () => SLOTS)
      .on('POST', WIDGETS_PATHS.publicBookingRecords, () => apiError(409, 'BOOKING_SLOT_TAKEN', 'This time has just been booked'));
    await renderScreen(<BookingView widgetId="w1" brandName="SalonNotify" />, { route: 'bookingWidget', api: fake.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '10:00' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Vera');
    await user.type(screen.getByRole('textbox', { name: 'Your phone' }), '+79007654321');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time has just been booked by someone else. Choose another time.');
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('refuses on a site the business did not allow, without a retry', async () => {
    const fake = fakeApi().on('GET', WIDGETS_PATHS.publicBooking, () => apiError(403, 'BOOKING_ORIGIN_REFUSED', 'Not allowed on this site'));
    await renderScreen(<BookingView widgetId="w1" brandName="SalonNotify" />, { route: 'bookingWidget', api: fake.handler });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This booking widget is not allowed on this site.'));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
