import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import { MESSAGE_STATUSES, type MessageLogEntry, MESSAGES_PATHS, type MessageSummary } from '@cabinet/api/messaging';
import { apiError, fakeApi, makeFlow, pageOf } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { FlowEditorScreen } from './FlowEditorScreen';

const flow = makeFlow({ id: 'f1', title: 'Reminder two hours before', content: 'See you at {recordTime}', mode: 'combat' });

let serial = 0;
function message(overrides: Partial<MessageLogEntry>): MessageLogEntry {
  serial += 1;
  return {
    id: `m${serial}`,
    flowId: 'f1',
    flowTitle: flow.title,
    flowType: 'visitReminder',
    campaignId: null,
    clientId: `c${serial}`,
    clientName: `Client ${serial}`,
    phone: `+7916555000${serial}`,
    recipient: `+7916555000${serial}`,
    channel: 'whatsapp',
    mode: 'combat',
    text: 'See you at 13:30',
    status: 'sent',
    reason: null,
    reasonParams: null,
    reasonDetail: null,
    scheduledAt: '2026-11-25T10:00:00.000Z',
    sentAt: '2026-11-25T10:00:03.000Z',
    deliveredAt: null,
    readAt: null,
    repliedAt: null,
    failedAt: null,
    replyText: null,
    recordStatus: 'waiting',
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T10:00:03.000Z',
    ...overrides,
  };
}

const replied = message({
  clientName: 'Вера Лебедева',
  status: 'replied',
  deliveredAt: '2026-11-25T10:00:05.000Z',
  readAt: '2026-11-25T10:01:00.000Z',
  repliedAt: '2026-11-25T10:02:00.000Z',
  replyText: 'Да, подтверждаю',
  recordStatus: 'confirmed',
});
const skipped = message({ clientName: 'Глеб Орлов', status: 'skipped', reason: 'blacklisted', sentAt: null, recordStatus: 'canceled' });
const queued = message({ clientName: 'Анна Петрова', status: 'queued', sentAt: null, scheduledAt: '2026-11-26T08:00:00.000Z' });

function summaryOf(items: readonly MessageLogEntry[]): MessageSummary {
  const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, items.filter((item) => item.status === status).length]));
  return { total: items.length, counts: { queued: 0, waitingWindow: 0, sent: 0, delivered: 0, read: 0, replied: 0, failed: 0, skipped: 0, ...counts } };
}

/** The flow and its log, served as the API would: filtered by status and search, counted by status. */
function logApi(initial: MessageLogEntry[]) {
  let items = initial;
  const api = fakeApi()
    .on('GET', FLOWS_PATHS.one, () => flow)
    .on('GET', MESSAGES_PATHS.summary, () => summaryOf(items))
    .on('GET', MESSAGES_PATHS.list, ({ query }) => {
      const statuses = query.get('status')?.split(',') ?? [];
      const shown = items.filter((item) => statuses.length === 0 || statuses.includes(item.status));
      return pageOf(shown, query, { matches: (item, search) => item.clientName.includes(search) || item.phone.includes(search) });
    })
    .on('GET', MESSAGES_PATHS.export, () =>
      new Response('\uFEFFid,status\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="messages-2026-11-25.csv"' } }),
    );
  return {
    api,
    /** The engine moves on: the log the next poll reads. */
    setItems(next: MessageLogEntry[]) {
      items = next;
    },
  };
}

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

async function openMessages(api: ReturnType<typeof fakeApi>, search = '') {
  const rendered = await renderScreen(<FlowEditorScreen />, { route: 'flows.edit', title: 'Flow editor', params: { workflowId: 'f1', tab: 'messages' }, search, api: api.handler, session });
  await screen.findByRole('heading', { level: 2, name: flow.title });
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Messages of this flow' });
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

// Whole antd screens render slowly on the shared two-core machine; these are not timing assertions.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

describe('the messages tab', () => {
  it('shows each message with its status in words, the reason it was skipped, its steps, the reply and the record', async () => {
    const { api } = logApi([queued, skipped, replied]);
    await openMessages(api);
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    const answered = row('Вера Лебедева');
    expect(answered).toHaveTextContent('Replied');
    expect(answered).toHaveTextContent('Да, подтверждаю');
    expect(answered).toHaveTextContent('Confirmed');
    expect(answered).toHaveTextContent(/Delivered: .*Read: .*Replied: /);
    const blocked = row('Глеб Орлов');
    expect(blocked).toHaveTextContent('Skipped');
    expect(blocked).toHaveTextContent('The phone is in the blacklist');
    expect(blocked).toHaveTextContent('Canceled');
    expect(row('Анна Петрова')).toHaveTextContent('Queued');
    expect(api.lastQuery(MESSAGES_PATHS.list)).toMatchObject({ flowId: 'f1', page: '1' });
  });

  it('counts the flow’s messages in every status', async () => {
    const { api } = logApi([queued, skipped, replied]);
    await openMessages(api);
    const summary = await screen.findByLabelText('Messages by status');
    const count = (label: string) => within(summary).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(count('All messages')).toBe('3');
    expect(count('Queued')).toBe('1');
    expect(count('Replied')).toBe('1');
    expect(count('Skipped')).toBe('1');
    expect(count('Failed')).toBe('0');
    expect(count('Waiting for the window')).toBe('0');
  });

  it('puts a chosen status in the URL, which the list asks the API for', async () => {
    const { api } = logApi([queued, skipped, replied]);
    const { navigations } = await openMessages(api);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Skipped' }));
    await waitFor(() => expect(navigations.at(-1)?.options?.search).toBe('?status=skipped'));
  });

  it('reads the filter and the search from the URL', async () => {
    const { api } = logApi([queued, skipped, replied]);
    await openMessages(api, '?status=skipped,replied&search=%D0%93%D0%BB%D0%B5%D0%B1');
    await waitFor(() => expect(api.lastQuery(MESSAGES_PATHS.list)).toMatchObject({ flowId: 'f1', status: 'skipped,replied', search: 'Глеб' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(row('Глеб Орлов')).toBeInTheDocument();
  });

  it('says the flow has no messages yet', async () => {
    const { api } = logApi([]);
    await openMessages(api);
    expect(await screen.findByText('No messages yet: this flow’s messages appear here as the engine plans them')).toBeInTheDocument();
  });

  it('follows the engine: a queued message shows as sent on the next poll', async () => {
    const log = logApi([queued]);
    await openMessages(log.api);
    await waitFor(() => expect(row('Анна Петрова')).toHaveTextContent('Queued'));
    log.setItems([{ ...queued, status: 'sent', sentAt: '2026-11-26T08:00:03.000Z' }]);
    // Polled every 5 s while on screen (real time: react-query's own timers).
    await waitFor(() => expect(row('Анна Петрова')).toHaveTextContent('Sent'), { timeout: 15_000 });
  });

  it('downloads the filtered log as CSV under the name the API gives', async () => {
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:messages' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { api } = logApi([queued, skipped, replied]);
      await openMessages(api, '?status=skipped');
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['messages-2026-11-25.csv']));
      expect(api.lastQuery(MESSAGES_PATHS.export)).toMatchObject({ flowId: 'f1', status: 'skipped' });
    } finally {
      click.mockRestore();
    }
  });

  it('says so when the file could not be downloaded', async () => {
    const { api } = logApi([replied]);
    api.on('GET', MESSAGES_PATHS.export, () => apiError(500, 'INTERNAL', 'Something went wrong'));
    await openMessages(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The file could not be downloaded. Try again.')).toBeInTheDocument();
  });

  it('offers to try again when the log could not be loaded', async () => {
    const { api } = logApi([replied]);
    let failures = 1;
    api.on('GET', MESSAGES_PATHS.list, ({ query }) => {
      if (failures > 0) {
        failures -= 1;
        return apiError(500, 'INTERNAL', 'Something went wrong');
      }
      return pageOf([replied], query);
    });
    await openMessages(api);
    expect(await screen.findByText('The messages could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(row('Вера Лебедева')).toBeInTheDocument());
  });
});
