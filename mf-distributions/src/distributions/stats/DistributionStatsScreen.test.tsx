import { configure, screen, within } from '@testing-library/react';
import { fillPath } from '@cabinet/api/core';
import { DISTRIBUTIONS_PATHS, type Distribution, type DistributionRecipient, type DistributionStats } from '@cabinet/api/distributions';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { DistributionStatsScreen } from './DistributionStatsScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const ID = '7a1c2f0e-0000-4000-8000-000000000009';
const mailing: Distribution = {
  id: ID,
  title: 'Summer promo',
  type: 'whatsapp',
  mode: 'combat',
  text: 'Hello, {clientName}!',
  image: null,
  startAt: '2099-06-01T01:00:00.000Z',
  endAt: null,
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  beginHour: 10,
  endHour: 20,
  perDay: 300,
  aiAssistantId: null,
  status: 'done',
  recipients: 1,
  sent: 1,
  delivered: 1,
  read: 0,
  replied: 0,
  progress: 100,
  audienceSource: 'list',
  fileName: 'clients.csv',
  clientFilter: null,
  createdAt: '2099-05-31T20:30:00.000Z',
  editedAt: '2099-05-31T20:30:00.000Z',
  lastStart: '2099-06-01T01:00:00.000Z',
  finishedAt: '2099-06-01T02:00:00.000Z',
  version: 1,
};
const SENT_AT = '2099-06-01T01:05:00.000Z';
const recipient: DistributionRecipient = { id: 'r1', position: 1, name: 'Anna', phone: '+79161234501', status: 'delivered', reason: null, scheduledAt: SENT_AT, sentAt: SENT_AT };
const stats: DistributionStats = {
  id: ID,
  status: 'done',
  progress: 100,
  funnel: { recipients: 1, sent: 1, delivered: 1, read: 0, replied: 0, pending: 0, queued: 0, failed: 0, skipped: 0 },
  reasons: [],
  timeline: [
    { at: '2099-06-01T01:00:00.000Z', sent: 1, delivered: 0, read: 0, replied: 0 },
    { at: '2099-06-01T02:00:00.000Z', sent: 0, delivered: 1, read: 0, replied: 0 },
  ],
};

describe('the mailing’s page on the account’s clock (issue 36, item 15)', () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    // The browser is in New York; the account's branch in Tokyo: the two read different days.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it('dates each recipient’s message and the progress chart in the account’s zone', async () => {
    const api = async (request: Request, path: string) => {
      if (request.method !== 'GET') return undefined;
      if (path === fillPath(DISTRIBUTIONS_PATHS.one, { id: ID })) return Response.json(mailing);
      if (path === fillPath(DISTRIBUTIONS_PATHS.stats, { id: ID })) return Response.json(stats);
      if (path === fillPath(DISTRIBUTIONS_PATHS.recipients, { id: ID })) return Response.json({ items: [recipient], total: 1, page: 1, pageSize: 20 });
      if (path === DISTRIBUTIONS_PATHS.options) {
        return Response.json({ channels: ['whatsapp'], isTestUser: false, timeZone: 'Asia/Tokyo', dailyLimit: 300, usedToday: 0, previousStartAt: null, assistants: [], clientCategories: [] });
      }
      return undefined;
    };
    await renderScreen(<DistributionStatsScreen />, { route: 'distributions.stats', params: { distributionId: ID }, api });
    const tokyo = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Tokyo' });
    const browser = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' });
    expect(browser.format(new Date(SENT_AT))).not.toBe(tokyo.format(new Date(SENT_AT)));

    const row = (await screen.findByText('Anna')).closest('tr');
    if (!row) throw new Error('No row');
    expect(await within(row).findByText(tokyo.format(new Date(SENT_AT)))).toBeInTheDocument();
    expect(row).not.toHaveTextContent(browser.format(new Date(SENT_AT)));

    // The chart's first and last hours.
    expect(screen.getByText(tokyo.format(new Date('2099-06-01T01:00:00.000Z')))).toBeInTheDocument();
    expect(screen.getByText(tokyo.format(new Date('2099-06-01T02:00:00.000Z')))).toBeInTheDocument();
  });
});
