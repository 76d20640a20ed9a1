import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { DISTRIBUTIONS_PATHS } from '@cabinet/api/distributions';
import type { DistributionSummary } from '@cabinet/api/distributions';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { DistributionsScreen } from './DistributionsScreen';

function mailing(id: string, title: string): DistributionSummary {
  return {
    id,
    title,
    type: 'whatsapp',
    mode: 'combat',
    status: 'done',
    recipients: 3,
    sent: 0,
    delivered: 0,
    read: 0,
    replied: 0,
    progress: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    lastStart: null,
    startAt: '2026-12-01T10:00:00.000Z',
    endAt: null,
    daysOfWeek: [1, 2, 3],
    beginHour: 10,
    endHour: 20,
    audienceSource: 'list',
    fileName: 'clients.csv',
    hasImage: false,
  };
}

const AUTUMN = mailing('7a1c2f0e-0000-4000-8000-000000000001', 'Autumn promo');
const WINTER = mailing('7a1c2f0e-0000-4000-8000-000000000002', 'Winter promo');

/** The list as the API holds it: a delete (one, or in bulk) takes mailings off it. */
function fakeApi() {
  let held = [AUTUMN, WINTER];
  const deleted: string[] = [];
  const api = async (request: Request, path: string) => {
    if (path === DISTRIBUTIONS_PATHS.list && request.method === 'GET') return Response.json({ items: held, total: held.length, page: 1, pageSize: 20 });
    const one = held.find((item) => path === fillPath(DISTRIBUTIONS_PATHS.one, { id: item.id }));
    if (one && request.method === 'DELETE') {
      deleted.push(one.id);
      held = held.filter((item) => item !== one);
      return new Response(null, { status: 204 });
    }
    if (path === DISTRIBUTIONS_PATHS.bulkDelete) {
      const { ids } = (await request.json()) as { ids: string[] };
      deleted.push(...ids);
      held = held.filter((item) => !ids.includes(item.id));
      return Response.json({ applied: ids, skipped: [] });
    }
    return undefined;
  };
  return { api, deleted };
}

// Pages load their lists through the fake API; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(90_000);

describe('DistributionsScreen: deleting mailings asks first', () => {
  it('deletes one mailing only once confirmed, and nothing when cancelled', async () => {
    const { api, deleted } = fakeApi();
    await renderScreen(<DistributionsScreen />, { route: 'distributions', api });
    const user = userEvent.setup();
    const askToDelete = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions for “Autumn promo”' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Delete the mailing “Autumn promo”?');
      return dialog;
    };

    await user.click(within(await askToDelete()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(await askToDelete()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The mailing is deleted')).toBeInTheDocument();
    expect(deleted).toEqual([AUTUMN.id]);
    await waitFor(() => expect(screen.queryByText('Autumn promo')).not.toBeInTheDocument());
    expect(screen.getByText('Winter promo')).toBeInTheDocument();
  });

  it('deletes the selection at once after its own question', async () => {
    const { api, deleted } = fakeApi();
    await renderScreen(<DistributionsScreen />, { route: 'distributions', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Autumn promo”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Winter promo”' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on the selected mailings' });

    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Delete the selected mailings (2)?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Applied: 2. Skipped: 0.')).toBeInTheDocument();
    expect(deleted).toEqual([AUTUMN.id, WINTER.id]);
    await waitFor(() => expect(screen.queryByText('Winter promo')).not.toBeInTheDocument());
  });
});

describe('DistributionsScreen: a started mailing that waits says until when', () => {
  it('gives the time the sending window opens, in the account’s zone, beside “Waiting”', async () => {
    // Starts at 07:00 in Tokyo, before its 10:00–20:00 window: it waits until 10:00 there.
    const waiting: DistributionSummary = { ...mailing('7a1c2f0e-0000-4000-8000-000000000003', 'Spring promo'), status: 'waiting', startAt: '2099-06-01T22:00:00.000Z', daysOfWeek: [1, 2, 3, 4, 5, 6, 7] };
    const api = async (request: Request, path: string) => {
      if (path === DISTRIBUTIONS_PATHS.list && request.method === 'GET') return Response.json({ items: [waiting], total: 1, page: 1, pageSize: 20 });
      if (path === DISTRIBUTIONS_PATHS.options) {
        return Response.json({ channels: ['whatsapp'], isTestUser: false, timeZone: 'Asia/Tokyo', dailyLimit: 300, usedToday: 0, previousStartAt: null, assistants: [], clientCategories: [] });
      }
      return undefined;
    };
    await renderScreen(<DistributionsScreen />, { route: 'distributions', api });
    const row = (await screen.findByText('Spring promo')).closest('tr');
    expect(row).not.toBeNull();
    if (!row) return;
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
    expect(await within(row).findByText('Until Tue, Jun 2, 10:00 (Asia/Tokyo): the sending window opens then')).toBeInTheDocument();
  });
});

describe('DistributionsScreen: a row’s dates are all on the account’s clock (issue 36, item 15)', () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    // The browser is in New York; the account's branch in Tokyo.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it('shows the created, last start, start and end dates in the account’s zone, as the waiting reason is', async () => {
    const waiting: DistributionSummary = {
      ...mailing('7a1c2f0e-0000-4000-8000-000000000004', 'Summer promo'),
      status: 'waiting',
      createdAt: '2099-05-31T20:30:00.000Z',
      lastStart: '2099-06-01T21:15:00.000Z',
      startAt: '2099-06-01T22:00:00.000Z',
      endAt: '2099-06-03T14:00:00.000Z',
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    };
    const api = async (request: Request, path: string) => {
      if (path === DISTRIBUTIONS_PATHS.list && request.method === 'GET') return Response.json({ items: [waiting], total: 1, page: 1, pageSize: 20 });
      if (path === DISTRIBUTIONS_PATHS.options) {
        return Response.json({ channels: ['whatsapp'], isTestUser: false, timeZone: 'Asia/Tokyo', dailyLimit: 300, usedToday: 0, previousStartAt: null, assistants: [], clientCategories: [] });
      }
      return undefined;
    };
    await renderScreen(<DistributionsScreen />, { route: 'distributions', api });
    const row = (await screen.findByText('Summer promo')).closest('tr');
    if (!row) throw new Error('No row');
    const tokyo = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Tokyo' });
    const browser = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' });
    // The two clocks read different days here, so a date in the browser's zone cannot pass for the account's.
    expect(browser.format(new Date(waiting.startAt))).not.toBe(tokyo.format(new Date(waiting.startAt)));
    expect(await within(row).findByText(tokyo.format(new Date(waiting.createdAt)))).toBeInTheDocument();
    expect(within(row).getByText(tokyo.format(new Date('2099-06-01T21:15:00.000Z')))).toBeInTheDocument();
    expect(within(row).getByText(`${tokyo.format(new Date(waiting.startAt))} – ${tokyo.format(new Date('2099-06-03T14:00:00.000Z'))}`)).toBeInTheDocument();
    expect(within(row).getByText('Until Tue, Jun 2, 10:00 (Asia/Tokyo): the sending window opens then')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(browser.format(new Date(waiting.startAt)));
  });
});
