import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { SYSTEM_ACCOUNT_PATHS, type BookingAccount } from '@cabinet/api/systemAccounts';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { BookingAccountsPage } from './BookingAccountsPage';

const listPath = fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system: 'yclients' });

const account: BookingAccount = {
  id: '6f1c0a52-6a2b-4bb3-9d4e-1b0e3e9c1a11',
  system: 'yclients',
  login: 'owner@lotus-salon.ru',
  companies: [
    { accountId: '702101', internalId: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Lotus, Nevsky', status: 'connected', webhooksCount: 1, activeMastersCount: 3, timezone: 'Europe/Moscow', city: 'Санкт-Петербург', clientsCount: 6, upcomingVisitsCount: 3, deniedAreas: [] },
    { accountId: '702103', internalId: null, name: 'Lotus, Kazan', status: 'inactive', webhooksCount: 0, activeMastersCount: 0, timezone: 'Europe/Moscow', city: 'Казань', clientsCount: 0, upcomingVisitsCount: 0, deniedAreas: [] },
  ],
  lastSyncedAt: '2026-11-25T09:00:00Z',
  lastSyncError: 'unavailable',
  recentVisits: [{ id: 'v1', companyName: 'Lotus, Nevsky', clientName: 'Анна Иванова', startsAt: '2026-11-26T09:00:00Z', receivedAt: '2026-11-25T09:00:00Z' }],
  createdAt: '2026-11-25T08:00:00Z',
};

function refusal(status: number, code: string, fields?: Record<string, string>) {
  return Response.json({ code, message: code, ...(fields ? { fields } : {}) }, { status });
}

describe('BookingAccountsPage', () => {
  it('keeps the form as typed and shows each refusal where it belongs', async () => {
    const answers = [refusal(400, 'SYSTEM_WRONG_CREDENTIALS', { password: 'credentials.wrong' }), refusal(404, 'BRANCH_NOT_FOUND'), refusal(502, 'SYSTEM_CONNECT_FAILED')];
    const rendered = await renderScreen(<BookingAccountsPage system="yclients" />, {
      route: 'accounts.yclients',
      api: (request, path) => {
        if (path === listPath && request.method === 'GET') return Response.json([]);
        if (path === listPath && request.method === 'POST') return answers.shift();
        return undefined;
      },
    });
    expect(await screen.findByText(/No YCLIENTS account is connected yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(3);
    expect(rendered.requests.filter((call) => call.path === listPath && call.body)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Login'), 'owner@lotus-salon.ru');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.type(screen.getByLabelText('Company id'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('A company id is a number')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Company id'));
    await userEvent.type(screen.getByLabelText('Company id'), '702101');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Wrong login or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('owner@lotus-salon.ru');
    expect(rendered.requests.find((call) => call.path === listPath && call.body)?.body).toEqual({ login: 'owner@lotus-salon.ru', password: 'wrong', companyId: '702101' });

    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Branch not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Marketplace or branch connect failure');
    expect(screen.getByLabelText('Company id')).toHaveValue('702101');
  });

  it("lists the account's companies with the section 3 fields, the feed's visits and a failed update", async () => {
    await renderScreen(<BookingAccountsPage system="yclients" />, { route: 'accounts.yclients', api: (_request, path) => (path === listPath ? Response.json([account]) : undefined) });
    const table = await screen.findByRole('table', { name: 'Companies of the account' });
    const nevsky = within(table).getByRole('row', { name: /Lotus, Nevsky/ });
    for (const text of ['Connected', '702101', 'a1b2c3d4', 'Europe/Moscow', 'Санкт-Петербург']) expect(nevsky).toHaveTextContent(text);
    expect(within(table).getByRole('row', { name: /Lotus, Kazan/ })).toHaveTextContent('Closed in the booking system');
    expect(within(screen.getByRole('list', { name: 'Latest visits received' })).getByRole('listitem')).toHaveTextContent('Анна Иванова, Lotus, Nevsky');
    expect(screen.getByText('The last update from YCLIENTS failed. The cabinet tries again every minute.')).toBeInTheDocument();
  });

  it("says which of the spec's staff areas the connecting user's rights exclude, and what that stops", async () => {
    const limited: BookingAccount = {
      ...account,
      lastSyncError: null,
      companies: account.companies.map((company) => (company.accountId === '702101' ? { ...company, deniedAreas: ['timetable', 'phones'] } : company)),
    };
    await renderScreen(<BookingAccountsPage system="yclients" />, { route: 'accounts.yclients', api: (_request, path) => (path === listPath ? Response.json([limited]) : undefined) });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Lotus, Nevsky: your rights in YCLIENTS are not enough');
    const items = within(notice).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'No access to the timetable — Visits are not read, so no reminders or other visit messages go out.',
      'No access to phones — Clients’ phones are hidden, so messages cannot reach them.',
    ]);
    expect(screen.queryByText(/Lotus, Kazan: your rights/)).not.toBeInTheDocument();
  });

  it('says the companies could not be loaded, and loads them on retry', async () => {
    let fail = true;
    await renderScreen(<BookingAccountsPage system="yclients" />, {
      route: 'accounts.yclients',
      api: (_request, path) => (path === listPath ? (fail ? refusal(500, 'INTERNAL') : Response.json([account])) : undefined),
    });
    expect(await screen.findByText('An error occurred while loading the companies', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Companies of the account' })).toBeInTheDocument();
  });
});
