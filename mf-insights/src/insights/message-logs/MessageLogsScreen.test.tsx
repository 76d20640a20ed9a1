import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES_PATHS } from '@cabinet/api/messaging';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import type { MessageLogEntry } from '@cabinet/api/messaging';
import { fakeApi, makeFlowSummary, makePage } from '@cabinet/api/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { MessageLogsScreen } from './MessageLogsScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const FLOW_ID = '0b7c1a52-5d0e-4c11-9a35-1f5c4f3e2a10';

function entry(overrides: Partial<MessageLogEntry>): MessageLogEntry {
  return {
    id: 'm1',
    flowId: FLOW_ID,
    flowTitle: 'Reminder a day before',
    flowType: 'visitReminder',
    campaignId: null,
    clientId: 'c1',
    clientName: 'Anna',
    phone: '+79160000001',
    recipient: '+79160000001',
    channel: 'whatsapp',
    mode: 'combat',
    text: 'Anna, see you tomorrow at 12:00',
    status: 'read',
    reason: null,
    reasonParams: null,
    reasonDetail: null,
    scheduledAt: '2026-11-20T09:00:00.000Z',
    sentAt: '2026-11-20T09:00:03.000Z',
    deliveredAt: null,
    readAt: null,
    repliedAt: null,
    failedAt: null,
    replyText: null,
    recordStatus: null,
    createdAt: '2026-11-19T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:03.000Z',
    ...overrides,
  };
}

const rows = [entry({ id: 'm1' }), entry({ id: 'm2', clientName: 'Boris', status: 'failed', reason: 'notOnChannel', sentAt: null }), entry({ id: 'm3', clientName: 'Vera', status: 'skipped', reason: 'blacklisted', sentAt: null, channel: 'sms' })];

function logApi() {
  const fake = fakeApi()
    .on('GET', MESSAGES_PATHS.list, ({ query }) => {
      const statuses = query.get('status')?.split(',');
      return makePage(statuses ? rows.filter((row) => statuses.includes(row.status)) : rows);
    })
    .on('GET', FLOWS_PATHS.list, () => makePage([makeFlowSummary({ id: FLOW_ID, title: 'Reminder a day before' })]))
    .on('GET', MESSAGES_PATHS.export, () => new Response('\ufeffid\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="messages-2026-11-25.csv"' } }));
  return fake;
}

describe('MessageLogsScreen', () => {
  it('shows each message with its status, and the reason of each failed or skipped one', async () => {
    await renderWithHistory(<MessageLogsScreen />, { route: 'insights.messageLogs', title: 'Message log', api: logApi().handler });
    const table = await screen.findByRole('table', { name: 'Messages' });
    const boris = (await within(table).findByText('Boris')).closest('tr');
    if (!boris) throw new Error('no row');
    expect(within(boris).getByText('Failed')).toBeInTheDocument();
    expect(within(boris).getByText('The number has no account on this messenger')).toBeInTheDocument();
    const vera = within(table).getByText('Vera').closest('tr');
    if (!vera) throw new Error('no row');
    expect(within(vera).getByText('The number is in the blacklist')).toBeInTheDocument();
    expect(within(vera).getByText('SMS')).toBeInTheDocument();
  });

  it('reads its filters from the URL, asks the API for them, and exports the same rows', async () => {
    const api = logApi();
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const rendered = await renderWithHistory(<MessageLogsScreen />, {
      route: 'insights.messageLogs',
      api: api.handler,
      search: `?period=week&status=failed,nonsense&channel=whatsapp&flowId=${FLOW_ID}&search=%2B7916`,
    });
    await waitFor(() => expect(api.lastQuery(MESSAGES_PATHS.list)).toMatchObject({ status: 'failed', channel: 'whatsapp', flowId: FLOW_ID, search: '+7916', page: '1' }));
    const query = api.lastQuery(MESSAGES_PATHS.list);
    expect(new Date(query.to ?? '').getTime() - new Date(query.from ?? '').getTime()).toBeGreaterThan(6 * 86_400_000);
    await waitFor(() => expect(rendered.history.current()).not.toContain('nonsense'));
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(await within(table).findByText('Boris')).toBeInTheDocument();
    expect(within(table).queryByText('Anna')).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo(MESSAGES_PATHS.export)).toHaveLength(1));
    const exported = Object.fromEntries(api.callsTo(MESSAGES_PATHS.export)[0]?.query ?? []);
    expect(exported).toMatchObject({ status: 'failed', channel: 'whatsapp', flowId: FLOW_ID, search: '+7916', from: query.from, to: query.to });
    expect(exported.page).toBeUndefined();
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('says when no message matches, and clears the filters', async () => {
    const api = fakeApi()
      .on('GET', MESSAGES_PATHS.list, ({ query }) => makePage(query.get('status') ? [] : rows))
      .on('GET', FLOWS_PATHS.list, () => makePage([]));
    const rendered = await renderWithHistory(<MessageLogsScreen />, { route: 'insights.messageLogs', api: api.handler, search: '?status=replied' });
    expect(await screen.findByText('No messages match the filters')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rendered.history.current()).toBe(''));
    expect(await screen.findByText('Anna')).toBeInTheDocument();
  });
  // Issue 31: the engine's English note was shown to owners in every locale.
  it('words why a message stopped in the owner’s language from the engine’s code, a provider’s words labelled as details', async () => {
    const stopped = [
      entry({ id: 's1', clientName: 'Gleb', status: 'failed', reason: 'noChannel', reasonParams: { code: 'noChannelAccount', value: 'whatsapp' }, reasonDetail: 'No whatsapp account is connected', sentAt: null }),
      entry({ id: 's2', clientName: 'Dina', status: 'failed', reason: 'providerError', reasonParams: { code: 'providerAnswer', text: 'Error 470: number blocked' }, reasonDetail: 'Error 470: number blocked', sentAt: null }),
      entry({ id: 's3', clientName: 'Egor', status: 'skipped', reason: 'dailyLimit', reasonParams: null, reasonDetail: '3 messages a day already went today', sentAt: null }),
    ];
    const api = fakeApi()
      .on('GET', MESSAGES_PATHS.list, () => makePage(stopped))
      .on('GET', FLOWS_PATHS.list, () => makePage([makeFlowSummary({ id: FLOW_ID, title: 'Reminder a day before' })]));
    await renderWithHistory(<MessageLogsScreen />, { route: 'insights.messageLogs', title: 'Message log', api: api.handler, locale: 'pt-BR' });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    await waitFor(() => expect(row('Gleb')).toHaveTextContent('Nenhuma conta de WhatsApp conectada'));
    expect(row('Dina')).toHaveTextContent('Detalhes do provedor: Error 470: number blocked');
    expect(row('Egor')).toHaveTextContent('Detalhes (sem tradução): 3 messages a day already went today');
    expect(within(table).queryByText('No whatsapp account is connected')).not.toBeInTheDocument();
  });
});
