import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PATHS, BACK_OFFICE_PATHS, type AdminPayment, type AdminUser, type AdminUserAccounts, type AuditEntry, type LeadInfo, type Manager } from '@cabinet/api/admin';
import { answerWith, apiError, fakeApi, pageOf, versionConflict } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../../catalog';
import { UserScreen } from './UserScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };
const USER_ID = '7b0f2a4e-0000-4000-8000-000000000001';

const stored: AdminUser = {
  userGuid: USER_ID,
  email: 'lotus.spa@example.com',
  phone: '+79161112233',
  balance: 120,
  chatApiInstanceLimit: 2,
  countryId: 1,
  availableAiReviewsCount: 10,
  availableMessagesCount: 120,
  fullName: 'Elena Volkova',
  isDuplication: true,
  tariff: 1,
  registeredAt: '2025-10-23T10:00:00.000Z',
  paidUpTo: '2026-12-20T10:00:00.000Z',
  churnFlags: ['notAuthorized', 'competitorInstalled'],
  roles: [],
  version: 3,
};

const noAccounts: AdminUserAccounts = {
  chatApiAccounts: [{ id: 'c1', name: 'Lotus WhatsApp', state: 'authorized', paidUpTo: '2026-12-20T10:00:00.000Z' }],
  yclientsCompanies: [{ id: 'co1', name: 'Lotus on Arbat', state: null, paidUpTo: null }],
  telegramAccounts: [],
  iikoAccounts: [],
  sigmaAccounts: [],
  chatwootAccounts: [],
  amoAccounts: [],
  iikoOrganizations: [],
  medFlexLpus: [],
};

const managers: Manager[] = [
  { id: 'm1', name: 'Anna Petrova', isFired: false },
  { id: 'm2', name: 'Igor Smirnov', isFired: false },
  { id: 'm4', name: 'Oleh Kovalenko', isFired: true },
];
const lead: LeadInfo = { firstLineManagerId: 'm1', secondLineManagerId: 'm4', version: 1 };

const audited: AuditEntry = {
  id: 'a1',
  at: '2026-11-20T10:00:00.000Z',
  actorId: 'admin-1',
  actorEmail: 'admin@example.com',
  userId: USER_ID,
  entity: 'user',
  entityId: USER_ID,
  action: 'update',
  before: { fullName: 'Elena Volkova', chatApiInstanceLimit: 1 },
  after: { fullName: 'Elena Volkova', chatApiInstanceLimit: 2 },
};

const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 'p1',
  userId: USER_ID,
  userEmail: stored.email,
  dateBeginUnixTime: 1_790_000_000,
  dateEndUnixTime: 1_792_592_000,
  paymentDayUnixTime: 1_790_000_000,
  createdDateUnixTime: 1_790_000_000,
  lastDateNotifyUnixTime: null,
  isFree: false,
  success: true,
  amount: 2500,
  instanceIds: [],
  internalYclientsCompaniesIds: [],
  iikoOrganizationsIds: [],
  medFlexLpuIds: [],
  paymentId: null,
  promocode: null,
  orderId: null,
  tariff: 1,
  comment: '',
  note: { code: 'bankTransfer', confirmed: true },
  currency: 'RUB',
  reason: null,
  managerId: 'm1',
  payDestinationId: null,
  yoomoneySubscriptionId: null,
  isAutoPay: false,
  paidYclientsCompaniesWithMastersCount: null,
  provider: 'manual',
  version: 1,
  ...overrides,
});

function userApi(options: { onSave?: (body: unknown) => Response; pays?: AdminPayment[]; audit?: AuditEntry[] } = {}) {
  const pays = [...(options.pays ?? [payment()])];
  return fakeApi()
    .on('GET', ADMIN_PATHS.user, () => stored)
    .on('PATCH', ADMIN_PATHS.user, ({ body }) => (options.onSave ? options.onSave(body) : { ...stored, ...Object(body), version: stored.version + 1 }))
    .on('GET', ADMIN_PATHS.userAccounts, () => noAccounts)
    .on('GET', ADMIN_PATHS.leadInfo, () => lead)
    .on('GET', ADMIN_PATHS.managers, () => managers)
    .on('GET', ADMIN_PATHS.payDestinations, () => [{ id: 'd1', name: '[FM] Bank transfer, RUB' }])
    .on('GET', ADMIN_PATHS.userPays, ({ query }) => pageOf(pays.filter((item) => !query.get('success') || String(item.success) === query.get('success')), query))
    .on('POST', ADMIN_PATHS.userPays, ({ body }) => {
      const added = payment({ id: 'p2', ...Object(body) });
      pays.unshift(added);
      return answerWith(201, added);
    })
    .on('GET', ADMIN_PATHS.payLink, () => ({ url: 'http://localhost:3000/payments?tariff=1' }))
    .on('GET', ADMIN_PATHS.userAudit, ({ query }) => pageOf(options.audit ?? [audited], query))
    .on('POST', BACK_OFFICE_PATHS.userDialogues, ({ body }) => {
      const count = Number(Object(body).count);
      return { items: dialogues.slice(0, count), hasMore: dialogues.length > count };
    });
}

const dialogues = Array.from({ length: 12 }, (_, index) => ({
  id: `d${index}`,
  botId: 'b1',
  botName: 'Lotus assistant',
  clientPhone: `+790000000${String(index).padStart(2, '0')}`,
  startedAt: new Date(Date.UTC(2026, 10, 20, 12 - index)).toISOString(),
  messages: 4,
  inputTokens: 300,
  outputTokens: 120,
  costCents: index === 0 ? 123_456 : 12,
  handedOver: index === 0,
}));

const open = (api: ReturnType<typeof userApi>, locale: 'en' | 'ru' = 'en') =>
  renderWithHistory(<UserScreen />, { route: 'admin.users.user', params: { userId: USER_ID }, title: 'User', session: ADMIN, locale, api: api.handler });

it('shows the admin user model, the lead info, every kind of account (an empty kind saying so) and the audit trail', async () => {
  await open(userApi());
  expect(await screen.findByRole('heading', { level: 1, name: 'User: lotus.spa@example.com' })).toBeInTheDocument();
  expect(screen.getByLabelText('Full name')).toHaveValue('Elena Volkova');
  expect(screen.getByLabelText('Messages left')).toHaveValue('120');
  expect(screen.getByText('Another account has this phone')).toBeInTheDocument();
  expect(screen.getByText('Not authorized')).toBeInTheDocument();
  expect(screen.getByText('Competitor installed')).toBeInTheDocument();
  expect(screen.queryByText('Payment expires')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Why messages did not arrive: diagnostics' })).toHaveAttribute('href', `/admin.users.diagnostics/${USER_ID}`);
  const whatsApp = await screen.findByRole('region', { name: 'WhatsApp and MAX accounts' });
  // The name, then its state (the label, not the code) and paid-up-to on a line of their own.
  expect(within(whatsApp).getByRole('listitem')).toHaveTextContent(/^Lotus WhatsAppAuthorised · paid up to /);
  expect(within(screen.getByRole('region', { name: 'Medflex clinics (LPU)' })).getByText('None connected')).toBeInTheDocument();
  // A booking company opens its status page.
  expect(within(screen.getByRole('region', { name: 'Booking system companies' })).getByRole('link', { name: 'Lotus on Arbat' })).toHaveAttribute('href', '/admin.status/co1');
  // The fired manager is shown where already chosen, and offered nowhere else.
  expect(await screen.findByRole('combobox', { name: 'First-line manager' })).toHaveValue('m1');
  const second = screen.getByRole('combobox', { name: 'Second-line manager' });
  expect(within(second).getByRole('option', { name: 'Oleh Kovalenko (has left)' })).toBeInTheDocument();
  expect(within(screen.getByRole('combobox', { name: 'First-line manager' })).queryByRole('option', { name: /Oleh/ })).not.toBeInTheDocument();
  const trail = screen.getByRole('table', { name: 'Changes admins made to this user' });
  expect(await within(trail).findByRole('cell', { name: 'Profile changed' })).toBeInTheDocument();
  expect(within(trail).getByRole('cell', { name: 'WhatsApp and MAX accounts allowed: 1 → 2' })).toBeInTheDocument();
});

it('saves the user with the version it was opened at', async () => {
  const api = userApi();
  await open(api);
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Elena V. Volkova' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the user' }));
  await waitFor(() => expect(api.callsTo(ADMIN_PATHS.user, 'PATCH')).toHaveLength(1));
  expect(api.callsTo(ADMIN_PATHS.user, 'PATCH')[0]?.body).toMatchObject({ fullName: 'Elena V. Volkova', phone: '+79161112233', version: 3 });
});

it('keeps what was typed when the save is stale, and saves it over the stored version when asked', async () => {
  const newer = { ...stored, phone: '+79161110000', version: 4 };
  let saves = 0;
  const api = userApi({ onSave: (body) => (saves++ === 0 ? versionConflict(newer) : Response.json({ ...newer, ...Object(body), version: 5 })) });
  await open(api);
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Typed by the admin' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the user' }));
  expect(await screen.findByText('Someone else saved this in the meantime')).toBeInTheDocument();
  expect(screen.getByLabelText('Full name')).toHaveValue('Typed by the admin');
  fireEvent.click(screen.getByRole('button', { name: 'Save mine over it' }));
  await waitFor(() => expect(api.callsTo(ADMIN_PATHS.user, 'PATCH')).toHaveLength(2));
  expect(api.callsTo(ADMIN_PATHS.user, 'PATCH')[1]?.body).toMatchObject({ fullName: 'Typed by the admin', version: 4 });
});

it('loads the stored version when asked, and the next save is based on it', async () => {
  const newer = { ...stored, fullName: 'Changed by the owner', version: 4 };
  let saves = 0;
  const api = userApi({ onSave: (body) => (saves++ === 0 ? versionConflict(newer) : Response.json({ ...newer, ...Object(body), version: 5 })) });
  await open(api);
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Typed by the admin' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the user' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Load their version' }));
  expect(screen.getByLabelText('Full name')).toHaveValue('Changed by the owner');
  fireEvent.click(screen.getByRole('button', { name: 'Save the user' }));
  await waitFor(() => expect(api.callsTo(ADMIN_PATHS.user, 'PATCH')).toHaveLength(2));
  expect(api.callsTo(ADMIN_PATHS.user, 'PATCH')[1]?.body).toMatchObject({ fullName: 'Changed by the owner', version: 4 });
});

it('shows a refused field at the field and keeps the form', async () => {
  await open(userApi({ onSave: () => apiError(409, 'ADMIN_EMAIL_TAKEN', 'Another account has this e-mail', { email: 'admin.emailTaken' }) }));
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'demo@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the user' }));
  expect(await screen.findByText('Another account has this e-mail')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('demo@example.com');
});

it('adds a payment with the defaults 2500, tariff 1, RUB, offering working managers and the API’s pay destinations', async () => {
  const api = userApi({ pays: [] });
  await open(api);
  expect(await screen.findByText('No payments yet. Add one with the button above.')).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Add a payment' }));
  const form = within(screen.getByRole('region', { name: 'New payment' }));
  expect(form.getByLabelText('Amount')).toHaveValue('2500');
  expect(form.getByLabelText('Tariff code')).toHaveValue('1');
  expect(form.getByRole('radio', { name: 'RUB' })).toBeChecked();
  // antd's listbox for assistive technology holds only the active option: the drawn list is read instead.
  const drawn = () => Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.getAttribute('title'));
  await user.click(form.getByLabelText('Manager'));
  await waitFor(() => expect(drawn()).toEqual(['Anna Petrova', 'Igor Smirnov']));
  await user.click(screen.getByTitle('Igor Smirnov'));
  await user.click(form.getByRole('button', { name: 'Add the payment' }));
  await waitFor(() => expect(api.callsTo(ADMIN_PATHS.userPays, 'POST')).toHaveLength(1));
  expect(api.callsTo(ADMIN_PATHS.userPays, 'POST')[0]?.body).toEqual({ amount: 2500, tariff: 1, currency: 'RUB', success: true, comment: '', managerId: 'm2', payDestinationId: null });
  const table = await screen.findByRole('table', { name: 'Payments of the user' });
  expect(await within(table).findByRole('cell', { name: /2,500/ })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'New payment' })).not.toBeInTheDocument();
});

it('fits a payment in five columns, each detail under its column, so the actions are not scrolled out of sight', async () => {
  await open(userApi({ pays: [payment({ managerId: 'm1', note: null, comment: 'Paid in cash at the office', tariff: 3 })] }));
  const table = await screen.findByRole('table', { name: 'Payments of the user' });
  await within(table).findByRole('button', { name: 'Pay link' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Payment day', 'Amount', 'Provider', 'Status', 'Actions']);
  const row = within(table).getAllByRole('row')[1] ?? table;
  expect(within(row).getByText(/^Period: /)).toBeInTheDocument();
  expect(within(row).getByText('Tariff 3')).toBeInTheDocument();
  expect(within(row).getByText('Manager: Anna Petrova')).toBeInTheDocument();
  expect(within(row).getByText('Paid in cash at the office')).toBeInTheDocument();
});

it('gives the pay link to copy, and filters paid and refused payments on the server', async () => {
  const api = userApi({ pays: [payment(), payment({ id: 'p3', success: false, reason: 'declined', note: null })] });
  await open(api);
  const table = await screen.findByRole('table', { name: 'Payments of the user' });
  // The refusal's code in words, and the cabinet's note of the bank transfer.
  expect(await within(table).findByText('Refused: the card was declined')).toBeInTheDocument();
  expect(within(table).getByText('Bank transfer confirmed by the manager')).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(within(table).getAllByRole('button', { name: 'Pay link' })[0] ?? table);
  expect(await screen.findByLabelText('Link to send the user')).toHaveValue('http://localhost:3000/payments?tariff=1');
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy the link' }));
  await waitFor(() => expect(copied).toHaveBeenCalledWith('http://localhost:3000/payments?tariff=1'));

  // antd's segmented switch: its radio input takes no pointer, its label does.
  await user.click(screen.getByText('Refused', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(api.lastQuery(ADMIN_PATHS.userPays)).toMatchObject({ success: 'false' }));
  await waitFor(() => expect(within(table).queryByText('Bank transfer confirmed by the manager')).not.toBeInTheDocument());
});

it('shows the user’s AI assistant dialogues, newest first, older ones on demand', async () => {
  const api = userApi();
  await open(api);
  const table = await screen.findByRole('table', { name: 'Dialogues of the user’s AI assistants' });
  expect(await within(table).findByText('Client: +79000000000')).toBeInTheDocument();
  // Four columns, the client, the tokens and a hand-over under their neighbours: seven scrolled sideways at 1024 px.
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Started', 'Assistant', 'Messages', 'Cost, USD']);
  expect(within(table).getAllByText('Tokens in / out: 300 / 120')).toHaveLength(10);
  expect(within(table).getAllByText('Handed to a person')).toHaveLength(1);
  // The cost as the locale writes an amount: grouped, two decimals.
  expect(within(table).getByRole('cell', { name: '1,234.56' })).toBeInTheDocument();
  expect(within(table).getAllByRole('cell', { name: '0.12' })).toHaveLength(9);
  expect(within(table).queryByText('Client: +79000000011')).not.toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Show older dialogues' }));
  expect(await within(table).findByText('Client: +79000000011')).toBeInTheDocument();
  expect(api.callsTo(BACK_OFFICE_PATHS.userDialogues, 'POST').map((call) => call.body)).toEqual([{ count: 10 }, { count: 20 }]);
  expect(screen.queryByRole('button', { name: 'Show older dialogues' })).not.toBeInTheDocument();
});

it('shows the owner’s flows and mailings read only when support asks, with nothing to change them', async () => {
  const api = userApi().on('GET', BACK_OFFICE_PATHS.userSupportView, () => ({
    flows: [{ id: 'f1', title: 'Visit reminder', type: 'visitReminder', mode: 'combat', status: 'working', integration: 'yclients', content: 'See you tomorrow', createdAt: '2026-11-01T10:00:00.000Z', sent30d: 42 }],
    mailings: [{ id: 'm1', title: 'Black Friday', channel: 'whatsapp', mode: 'combat', status: 'done', text: '30% off', startAt: '2026-11-20T10:00:00.000Z', finishedAt: null, sent: 300 }],
  }));
  await open(api);
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Show the owner’s flows and mailings' }));
  const flows = await screen.findByRole('table', { name: 'The owner’s flows' });
  expect(await within(flows).findByRole('cell', { name: 'Visit reminder' })).toBeInTheDocument();
  expect(within(flows).getByRole('cell', { name: '42' })).toBeInTheDocument();
  const mailings = screen.getByRole('table', { name: 'The owner’s mailings' });
  expect(within(mailings).getByRole('cell', { name: 'Black Friday' })).toBeInTheDocument();
  expect(within(flows).queryByRole('button')).not.toBeInTheDocument();
  expect(within(mailings).queryByRole('button')).not.toBeInTheDocument();
});

it('words the owner’s flow and mailing types, modes and statuses in the reader’s language, not as stored codes', async () => {
  const api = userApi().on('GET', BACK_OFFICE_PATHS.userSupportView, () => ({
    flows: [{ id: 'f1', title: 'Напоминание', type: 'visitReminder', mode: 'combat', status: 'working', integration: 'yclients', content: 'До завтра', createdAt: '2026-11-01T10:00:00.000Z', sent30d: 42 }],
    mailings: [{ id: 'm1', title: 'Чёрная пятница', channel: 'whatsapp', mode: 'test', status: 'done', text: '-30%', startAt: '2026-11-20T10:00:00.000Z', finishedAt: null, sent: 300 }],
  }));
  await open(api, 'ru');
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Показать цепочки и рассылки владельца' }));
  const flows = await screen.findByRole('table', { name: 'Цепочки владельца' });
  expect(await within(flows).findByRole('cell', { name: 'Напоминание о визите · YCLIENTS' })).toBeInTheDocument();
  expect(within(flows).getByRole('cell', { name: 'Боевой' })).toBeInTheDocument();
  expect(within(flows).getByRole('cell', { name: 'Работает' })).toBeInTheDocument();
  const mailings = screen.getByRole('table', { name: 'Рассылки владельца' });
  expect(within(mailings).getByRole('cell', { name: 'WhatsApp' })).toBeInTheDocument();
  expect(within(mailings).getByRole('cell', { name: 'Тестовый' })).toBeInTheDocument();
  expect(within(mailings).getByRole('cell', { name: 'Завершена' })).toBeInTheDocument();
  expect(`${flows.textContent} ${mailings.textContent}`).not.toMatch(/visitReminder|combat|working|whatsapp|done/);
});

it('names the managers in the audit trail, not their ids', async () => {
  const leadChanged: AuditEntry = { ...audited, id: 'a2', entity: 'leadInfo', before: { firstLineManagerId: 'm1', secondLineManagerId: null }, after: { firstLineManagerId: 'm2', secondLineManagerId: null } };
  const paymentAdded: AuditEntry = { ...audited, id: 'a3', entity: 'payment', entityId: 'p9', action: 'create', before: null, after: { amount: 2500, managerId: 'm4' } };
  await open(userApi({ audit: [leadChanged, paymentAdded] }));
  const trail = await screen.findByRole('table', { name: 'Changes admins made to this user' });
  expect(await within(trail).findByText('First-line manager: Anna Petrova → Igor Smirnov')).toBeInTheDocument();
  expect(within(trail).getByText('Amount: 2500; Manager: Oleh Kovalenko')).toBeInTheDocument();
});

it('names each changed field in the audit trail as the form labels it, in the reader’s language, with yes/no and dates in words', async () => {
  const limitsChanged: AuditEntry = { ...audited, id: 'a4', before: { availableMessagesCount: 120, chatApiInstanceLimit: 1 }, after: { availableMessagesCount: 500, chatApiInstanceLimit: 1 } };
  const refused: AuditEntry = { ...audited, id: 'a5', entity: 'payment', entityId: 'p9', before: { success: true, dateEndUnixTime: 1_790_000_000 }, after: { success: false, dateEndUnixTime: 1_790_000_000 } };
  await open(userApi({ audit: [limitsChanged, refused] }), 'ru');
  const trail = await screen.findByRole('table', { name: 'Изменения этого пользователя, сделанные администраторами' });
  expect(await within(trail).findByText('Осталось сообщений: 120 → 500')).toBeInTheDocument();
  expect(within(trail).getByText('Оплачен: да → нет')).toBeInTheDocument();
  expect(trail.textContent).not.toMatch(/availableMessagesCount|success|true|false/);
});
