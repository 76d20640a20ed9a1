import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSIGHTS_PATHS } from '@cabinet/api/insights';
import { QUALITY_PATHS, type QualityOverview } from '@cabinet/api/quality';
import type { Checklist, HomeStats } from '@cabinet/api/insights';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { fakeApi, LIMITED_STAFF_ACCESS } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { HomeScreen } from './HomeScreen';
import { QualityHomeScreen } from './quality/QualityHomeScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const stats: HomeStats = {
  period: 'month',
  range: { from: '2026-10-27T00:00:00.000Z', to: '2026-11-25T12:00:00.000Z' },
  messages: { total: 1300, sent: 1200, delivered: 1100, read: 900, replied: 300, failed: 40, skipped: 60 },
  activeFlows: 4,
  activeMailings: 1,
  remainingMessages: 57,
  paidUpTo: '2026-12-15T10:00:00.000Z',
  reviews: { count: 35, averageRating: 4.57 },
};

function checklistOf(done: number, granted = false, testFlowId: string | null = null): Checklist {
  const ids = ['connectChannel', 'connectBookingSystem', 'turnOnFlow', 'sendTest', 'goLive', 'pay'] as const;
  return {
    steps: ids.map((id, index) => ({ id, done: index < done, flowId: index >= done && (id === 'sendTest' || id === 'goLive') ? testFlowId : null })),
    gift: {
      stepsDone: Math.min(done, 3),
      stepsRequired: 3,
      months: 3,
      earned: done >= 3,
      grantedAt: granted ? '2026-11-25T12:00:00.000Z' : null,
      grantedUntil: granted ? '2027-03-15T10:00:00.000Z' : null,
    },
  };
}

/** The figure's value: the dd right after its dt. */
function figure(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt, dt *' }).closest('dt');
  return term?.nextElementSibling?.textContent ?? null;
}

describe('HomeScreen', () => {
  it('shows the period’s figures as the API computed them, and asks again for another period', async () => {
    const api = fakeApi()
      .on('GET', INSIGHTS_PATHS.home, ({ query }) => ({ ...stats, period: query.get('period') === 'week' ? 'week' : 'month' }))
      .on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(1));
    const rendered = await renderScreen(<HomeScreen />, { route: 'home', title: 'Home', api: api.handler });
    await screen.findByRole('heading', { name: 'Messages' });
    expect(figure('Sent')).toBe('1,200');
    expect(figure('Read')).toBe('900');
    expect(screen.getByText('75% of sent')).toBeInTheDocument();
    expect(figure('Active flows')).toBe('4');
    expect(figure('Paid up to')).toBe('December 15, 2026');
    expect(figure('Reviews collected')).toBe('35');
    expect(screen.getByText('Average rating 4.57')).toBeInTheDocument();
    // Spec section 8: the quota warning under 100 messages.
    expect(screen.getByText('Fewer than 100 messages left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the message log' })).toHaveAttribute('href', '/insights.messageLogs');

    await userEvent.setup({ delay: null }).click(screen.getByText('Week'));
    expect(rendered.navigations.at(-1)).toEqual({ id: 'home', params: {}, options: { search: '?period=week' } });
  });

  it('tells a booking-system user without the rights the feed needs what that stops (spec section 2, issue 36 item 20)', async () => {
    const api = fakeApi()
      .on('GET', INSIGHTS_PATHS.home, () => stats)
      .on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(0))
      .on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS);
    await renderScreen(<HomeScreen />, { route: 'home', api: api.handler });
    expect(await screen.findByText('Lotus, Nevsky: your rights in YCLIENTS are not enough')).toBeInTheDocument();
    expect(screen.getByText('No access to phones')).toBeInTheDocument();
  });

  it('does not warn about the quota while nothing would send (a new account), and does once a flow is on', async () => {
    const fresh: HomeStats = { ...stats, messages: { total: 0, sent: 0, delivered: 0, read: 0, replied: 0, failed: 0, skipped: 0 }, activeFlows: 0, activeMailings: 0, remainingMessages: 0, paidUpTo: null };
    const api = fakeApi().on('GET', INSIGHTS_PATHS.home, () => fresh).on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(0));
    const first = await renderScreen(<HomeScreen />, { route: 'home', api: api.handler });
    await screen.findByRole('heading', { name: 'Messages' });
    expect(figure('Messages left')).toBe('0');
    expect(screen.queryByText('The message limit is exhausted')).not.toBeInTheDocument();
    first.unmount();

    const sending = fakeApi().on('GET', INSIGHTS_PATHS.home, () => ({ ...fresh, activeFlows: 1 })).on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(0));
    await renderScreen(<HomeScreen />, { route: 'home', api: sending.handler });
    expect(await screen.findByText('The message limit is exhausted')).toBeInTheDocument();
  });

  it('lists the checklist’s steps with their state, each linking where it is done, and the gift’s progress', async () => {
    const api = fakeApi().on('GET', INSIGHTS_PATHS.home, () => stats).on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(2));
    await renderScreen(<HomeScreen />, { route: 'home', api: api.handler });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Connect a messenger channel' })).toHaveAttribute('href', '/accounts');
    expect(within(items[0] as HTMLElement).getByText('Done')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Turn on your first flow' })).toHaveAttribute('href', '/flows');
    expect(within(items[2] as HTMLElement).getByText('To do')).toBeInTheDocument();
    expect(within(items[5] as HTMLElement).getByRole('link', { name: 'Pay for the subscription' })).toHaveAttribute('href', '/payments');
    expect(screen.getByText('Complete the first 3 steps and get up to 3 months of subscription as a gift')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Gift progress: 2 of 3 steps' })).toHaveAttribute('value', '2');
    expect(screen.queryByRole('button', { name: 'Get the gift' })).not.toBeInTheDocument();
  });

  it('opens the flow a step is about: the test-mode flow for sending a test and for going live', async () => {
    const api = fakeApi().on('GET', INSIGHTS_PATHS.home, () => stats).on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(3, false, 'f-17'));
    await renderScreen(<HomeScreen />, { route: 'home', api: api.handler });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(items[3] as HTMLElement).getByRole('link', { name: 'Send a test message' })).toHaveAttribute('href', '/flows.edit/f-17');
    expect(within(items[4] as HTMLElement).getByRole('link', { name: /Switch a flow/ })).toHaveAttribute('href', '/flows.edit/f-17');
    // Turning a flow on is chosen in the list.
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Turn on your first flow' })).toHaveAttribute('href', '/flows');
  });

  it('claims the earned gift once and shows it granted', async () => {
    let granted = false;
    const api = fakeApi()
      .on('GET', INSIGHTS_PATHS.home, () => stats)
      .on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(3, granted))
      .on('POST', INSIGHTS_PATHS.gift, () => {
        granted = true;
        return checklistOf(3, true);
      });
    await renderScreen(<HomeScreen />, { route: 'home', api: api.handler });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Get the gift' }));
    expect(await screen.findByText('Gift received: 3 months of subscription, paid up to March 15, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get the gift' })).not.toBeInTheDocument();
    expect(api.callsTo(INSIGHTS_PATHS.gift, 'POST')).toHaveLength(1);
  });

  it('on the clinic host shows its own figures: messages, quota and paid-up-to, not flows or reviews', async () => {
    const api = fakeApi().on('GET', INSIGHTS_PATHS.home, () => stats).on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(0));
    await renderScreen(<HomeScreen />, { route: 'home', api: api.handler, host: { id: 'clinic' } });
    await screen.findByRole('heading', { name: 'Messages' });
    expect(figure('Messages left')).toBe('57');
    expect(screen.queryByText('Active flows')).not.toBeInTheDocument();
    expect(screen.queryByText('Reviews collected')).not.toBeInTheDocument();
  });

  it('on the quality host opens on its reports, average score with its trend, worst criteria and next steps, as the API computed them', async () => {
    const report = { source: 'calls' as const, createdAt: '2026-11-20T10:00:00.000Z' };
    const overview: QualityOverview = {
      inProgress: [{ ...report, id: 'r-2', from: '2026-11-01', to: '2026-11-20', state: 'InProgress', conversationsCount: 40, processedCount: 12, averageScore: 70, finishedAt: null }],
      inProgressCount: 1,
      ready: [{ ...report, id: 'r-1', from: '2026-10-01', to: '2026-10-31', state: 'Done', conversationsCount: 38, processedCount: 38, averageScore: 74.5, finishedAt: '2026-11-02T10:00:00.000Z' }],
      readyCount: 3,
      failedCount: 1,
      averageScore: 74.5,
      previousAverageScore: 71.2,
      scoredConversations: 38,
      worstItems: [{ itemId: 'i-1', title: 'Named the price', fatal: false, passed: 10, failed: 28, passRate: 26 }],
      setup: { channelAccounts: 2, calls: 40, checklistItems: 0 },
    };
    const api = fakeApi()
      .on('GET', INSIGHTS_PATHS.home, () => stats)
      .on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(0))
      .on('GET', QUALITY_PATHS.overview, () => overview);
    await renderScreen(<QualityHomeScreen />, { route: 'home', api: api.handler, host: { id: 'quality' } });
    expect(await screen.findByText('74.5 of 100')).toBeInTheDocument();
    expect(screen.getByText('Up 3.3 from 71.2 in the 30 days before')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In progress: 1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /12 of 40 scored/ })).toHaveAttribute('value', '12');
    expect(screen.getByRole('heading', { name: 'Ready: 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calls from October 1, 2026 to October 31, 2026' })).toHaveAttribute('href', '/reports.report/r-1');
    expect(screen.getByText('Average 74.5 of 100')).toBeInTheDocument();
    expect(screen.getByText('Ended in error: 1')).toBeInTheDocument();
    expect(screen.getByText('Met in 26% (10 of 38)')).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { name: 'Next steps' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(within(steps[0] as HTMLElement).getByRole('link', { name: /Define the checklist/ })).toHaveAttribute('href', '/checklist');
    expect(within(steps[0] as HTMLElement).getByText('To do')).toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByRole('link', { name: 'Upload call recordings' })).toHaveAttribute('href', '/calls');
    expect(within(steps[2] as HTMLElement).getByText('Done')).toBeInTheDocument();
    // The quality overview's next steps stand in for the setup checklist there.
    expect(screen.queryByText('Setup checklist')).not.toBeInTheDocument();
    expect(figure('Messages left')).toBe('57');
  });

  it('says when the figures cannot be loaded, and retries', async () => {
    let fail = true;
    const api = fakeApi()
      .on('GET', INSIGHTS_PATHS.home, () => (fail ? new Response('{}', { status: 500 }) : stats))
      .on('GET', INSIGHTS_PATHS.checklist, () => checklistOf(0));
    await renderScreen(<HomeScreen />, { route: 'home', api: api.handler });
    expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /try again|retry/i }));
    await waitFor(() => expect(figure('Sent')).toBe('1,200'));
  });
});
