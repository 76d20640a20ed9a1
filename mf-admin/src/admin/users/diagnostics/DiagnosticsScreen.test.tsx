import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_PATHS, type DiagnosticsMessage, type UserDiagnostics } from '@cabinet/api/admin';
import { fakeApi } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../../catalog';
import { DiagnosticsScreen } from './DiagnosticsScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };
const USER_ID = '5b1f1c3e-1111-4000-8000-000000000001';

const message = (overrides: Partial<DiagnosticsMessage>): DiagnosticsMessage => ({
  id: 'm1',
  channel: 'whatsapp',
  status: 'delivered',
  reason: null,
  reasonParams: null,
  reasonDetail: null,
  recipient: '+79160000001',
  clientName: 'Irina Petrova',
  flowTitle: 'Visit reminder',
  scheduledAt: '2026-11-27T09:00:00.000Z',
  sentAt: '2026-11-27T09:00:05.000Z',
  failedAt: null,
  ...overrides,
});

const failed = message({ id: 'm2', status: 'failed', reason: 'channelNotAuthorized', reasonParams: { code: 'providerAnswer', text: 'Instance 42 is not authorised' }, reasonDetail: 'Instance 42 is not authorised', clientName: 'Oleg Smirnov', sentAt: null, failedAt: '2026-11-27T10:00:00.000Z' });

const diagnostics = (overrides: Partial<UserDiagnostics> = {}): UserDiagnostics => ({
  userId: USER_ID,
  email: 'lotus.spa@example.com',
  phone: null,
  quota: { availableMessages: 0, pending: 12 },
  tariff: { majorTariff: 14, gatedFlows: [{ id: 'f1', title: 'Birthday greetings', type: 'birthday', status: 'working', gate: 'smsTariffOnly' }] },
  channels: [
    {
      id: 'c1',
      kind: 'whatsapp',
      adapter: 'chatApi',
      name: 'Lotus WhatsApp',
      phone: '+79161112233',
      state: 'notAuthorized',
      testUntil: null,
      paidUpTo: '2026-12-20T10:00:00.000Z',
      lastSentAt: null,
      lastEventAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  connections: [
    {
      id: 'b1',
      integration: 'yclients',
      externalId: '702101',
      name: 'Lotus',
      createdAt: '2026-01-01T10:00:00.000Z',
      companies: [{ id: 'co1', name: 'Lotus on Arbat' }],
      webhooksCount: 1234,
      lastWebhookAt: null,
    },
  ],
  problems: [{ status: 'failed', reason: 'channelNotAuthorized', count: 7 }],
  lastMessages: [failed, message({})],
  lastProblems: [failed],
  ...overrides,
});

const open = (body: UserDiagnostics, locale: 'en' | 'ru' = 'en') =>
  renderWithHistory(<DiagnosticsScreen />, {
    route: 'admin.users.diagnostics',
    params: { userId: USER_ID },
    title: 'User diagnostics',
    session: ADMIN,
    locale,
    api: fakeApi().on('GET', BACK_OFFICE_PATHS.userDiagnostics, () => body).handler,
  });

const channelOf = (id: string, adapter: string, name: string): UserDiagnostics['channels'][number] => ({
  id,
  kind: 'whatsapp',
  adapter,
  name,
  phone: null,
  state: 'authorized',
  testUntil: null,
  paidUpTo: null,
  lastSentAt: null,
  lastEventAt: null,
});

it('answers why a message did not arrive: quota, tariff, channel state, webhooks and the engine’s reasons', async () => {
  const rendered = await open(diagnostics());
  expect(await screen.findByRole('heading', { name: 'User diagnostics: lotus.spa@example.com' })).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Quota and tariff' });
  expect(within(summary).getByText('The message limit is used up: nothing more is sent until it is topped up.')).toBeInTheDocument();
  expect(within(summary).getByText('None: test messages are skipped')).toBeInTheDocument();
  expect(within(summary).getByText(/Birthday greetings.*The SMS module tariff sends SMS flows only/)).toBeInTheDocument();

  const channel = within(screen.getByRole('table', { name: 'Channel accounts' })).getByRole('row', { name: /Lotus WhatsApp/ });
  expect(channel).toHaveTextContent('Not authorised');
  expect(channel).toHaveTextContent('Never');
  const connection = within(screen.getByRole('table', { name: 'Booking and ordering systems' })).getByRole('row', { name: /702101/ });
  expect(connection).toHaveTextContent('Lotus on Arbat');
  expect(connection).toHaveTextContent('1,234');

  expect(within(screen.getByRole('table', { name: 'Skipped and failed in the last 7 days' })).getByRole('row', { name: /The WhatsApp instance is not authorised/ })).toHaveTextContent('7');
  const problem = within(screen.getByRole('table', { name: 'Latest skipped or failed messages' })).getByRole('row', { name: /Oleg Smirnov/ });
  expect(problem).toHaveTextContent('Failed');
  // A provider's own words stay as they came, labelled as the provider's.
  await waitFor(() => expect(problem).toHaveTextContent('The WhatsApp instance is not authorisedDetails from the provider: Instance 42 is not authorised'));
  expect(within(screen.getByRole('table', { name: 'Latest messages' })).getByRole('row', { name: /Irina Petrova/ })).toHaveTextContent('Delivered');

  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Back to the user' }));
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'admin.users.user', params: { userId: USER_ID } }));
});

it('says what is missing when the user has no channel, no system and no problems', async () => {
  await open(diagnostics({ channels: [], connections: [], problems: [], lastProblems: [], quota: { availableMessages: 500, pending: 0 }, tariff: { majorTariff: 3, gatedFlows: [] } }));
  expect(await screen.findByText('No channel account: every message fails with “no channel”.')).toBeInTheDocument();
  expect(screen.getByText('No system connected: no visit or order reaches the flows.')).toBeInTheDocument();
  expect(screen.getByText('No message was skipped or failed in these days.')).toBeInTheDocument();
  expect(screen.getByText('The tariff stops none of the user’s flows.')).toBeInTheDocument();
  expect(screen.queryByText(/The message limit is used up/)).not.toBeInTheDocument();
});

it('names who sends for each channel account as support says it, not by the adapter’s code', async () => {
  const channels = [channelOf('c1', 'chatApi', 'Salon'), channelOf('c2', 'whatsappCloud', 'Cloud'), channelOf('c3', 'simulated', 'Demo'), channelOf('c4', 'carrierPigeon', 'Newer')];
  await open(diagnostics({ channels }));
  const table = await screen.findByRole('table', { name: 'Channel accounts' });
  // The channel is under its account's name (the table keeps to fewer columns at 1024 px).
  const sentThrough = (account: string) => within(table).getByRole('row', { name: new RegExp(`^${account}`) });
  expect(sentThrough('Salon')).toHaveTextContent('WhatsApp/MAX instance');
  expect(sentThrough('Cloud')).toHaveTextContent('WhatsApp Cloud API');
  expect(sentThrough('Demo')).toHaveTextContent('Demo messenger');
  expect(sentThrough('Salon')).not.toHaveTextContent('chatApi');
  // A code this build does not know yet (a newer API) is shown as it is rather than hidden.
  expect(sentThrough('Newer')).toHaveTextContent('carrierPigeon');
});

it('names the adapters in Russian', async () => {
  await open(diagnostics({ channels: [channelOf('c1', 'chatApi', 'Salon'), channelOf('c3', 'simulated', 'Demo')] }), 'ru');
  const table = await screen.findByRole('table', { name: 'Аккаунты каналов' });
  expect(within(table).getByRole('row', { name: /Salon/ })).toHaveTextContent('Инстанс WhatsApp/MAX');
  expect(within(table).getByRole('row', { name: /Demo/ })).toHaveTextContent('Демо-мессенджер');
});

it('names a flow the tariff stops by its title and the rule, in the reader’s language, without the flow type’s code', async () => {
  await open(diagnostics(), 'ru');
  const summary = await screen.findByRole('region', { name: 'Лимит и тариф' });
  const gated = within(summary).getByRole('listitem');
  expect(gated).toHaveTextContent(/^Birthday greetings: /);
  expect(gated).not.toHaveTextContent('birthday');
});

it('opens a connected branch’s status from its row: the webhooks and events support checks next', async () => {
  const rendered = await open(diagnostics());
  const connection = await within(await screen.findByRole('table', { name: 'Booking and ordering systems' })).findByRole('row', { name: /702101/ });
  await userEvent.setup({ delay: null }).click(within(connection).getByRole('link', { name: 'Lotus on Arbat' }));
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'admin.status', params: { companyId: 'co1' } }));
});

// Issue 31: the engine's reasons beyond the reason's label were English text in every locale.
it('words the engine’s detail from its code and values in the reader’s language, and labels an older English note', async () => {
  const at = '2026-11-28T07:00:00.000Z';
  const lastProblems = [
    message({ id: 'p1', status: 'skipped', reason: 'recordChanged', reasonParams: { code: 'recordMoved', at }, reasonDetail: `The record moved to ${at}`, clientName: 'Client One' }),
    message({ id: 'p2', status: 'skipped', reason: 'excluded', reasonParams: { code: 'visitedWithinDays', count: 5 }, reasonDetail: 'The client visited within 5 days', clientName: 'Client Two' }),
    message({ id: 'p3', status: 'failed', reason: 'noChannel', reasonParams: { code: 'noChannelAccount', value: 'whatsapp' }, reasonDetail: 'No whatsapp account is connected', clientName: 'Client Three' }),
    message({ id: 'p4', status: 'failed', reason: 'channelNotAuthorized', reasonParams: { code: 'channelState', value: 'notAuthorized' }, reasonDetail: 'The whatsapp account is notAuthorized', clientName: 'Client Four' }),
    message({ id: 'p5', status: 'skipped', reason: 'dailyLimit', reasonParams: null, reasonDetail: '3 messages a day already went today', clientName: 'Client Five' }),
  ];
  await open(diagnostics({ lastProblems }), 'ru');
  const table = await screen.findByRole('table', { name: 'Последние пропущенные или неотправленные сообщения' });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
  // The words load with the first detail (the toolkit's reasons part, its own catalogue).
  await waitFor(() => expect(row('Client One')).toHaveTextContent('Запись перенесли на 28.11.2026'));
  expect(row('Client Two')).toHaveTextContent('Клиент был на визите в последние 5 дней');
  expect(row('Client Three')).toHaveTextContent('Не подключён аккаунт WhatsApp');
  expect(row('Client Four')).toHaveTextContent('Аккаунт не авторизован');
  // Logged before codes were kept: the English note as it was, said to be one.
  expect(row('Client Five')).toHaveTextContent('Подробности (без перевода): 3 messages a day already went today');
  expect(within(table).queryByText(/The record moved|visited within|No whatsapp/)).not.toBeInTheDocument();
});
