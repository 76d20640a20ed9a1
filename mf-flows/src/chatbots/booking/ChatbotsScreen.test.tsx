import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { PRO_FEATURE_KEYS, type Chatbot, type CreateChatbotRequest, FLOW_OPTIONS_PATHS, CHATBOTS_PATHS } from '@cabinet/api/flows';
import { answerWith, apiError, fakeApi, makeChatbot } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { answerFlowOptions } from '../../testing/flowOptions';
import { ChatbotsScreen } from './ChatbotsScreen';

configure({ asyncUtilTimeout: 5000 });

// user-event checks pointer-events through getComputedStyle on every ancestor of each click, which jsdom
// answers slowly once antd has injected its styles: a modal form's clicks took seconds each. No element
// here hides behind pointer-events: none, so the check proves nothing in these tests.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const proOwner = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 1 }, roles: [] };
const baseOwner = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 0, lockedFeatures: [...PRO_FEATURE_KEYS] }, roles: [] };

const mainBranch: Chatbot = makeChatbot({
  id: 'c1',
  name: 'Main branch',
  instanceId: 'instance-77',
  companyId: 'company-1',
  phone: '+79001234567',
  enabled: true,
  confirmText: 'Thank you, {clientName}! See you on {recordDate}.',
  cancelText: 'Your visit is canceled.',
  removeOnCancel: false,
});

/** A small stand-in for the chatbots API: it lists, creates (or answers `onCreate`), patches and deletes. */
function chatbotsApi(initial: Chatbot[], onCreate?: (body: CreateChatbotRequest) => Response) {
  const chatbots = initial.map((item) => ({ ...item }));
  const indexOf = (id: string) => chatbots.findIndex((item) => item.id === id);
  return fakeApi()
    .on('GET', FLOW_OPTIONS_PATHS.list, answerFlowOptions)
    .on('GET', CHATBOTS_PATHS.list, () => chatbots)
    .on('POST', CHATBOTS_PATHS.list, ({ body }) => {
      if (onCreate) return onCreate(body);
      const created = makeChatbot({ ...mainBranch, ...body, id: `c${chatbots.length + 1}` });
      chatbots.push(created);
      return answerWith(201, created);
    })
    .on('PATCH', CHATBOTS_PATHS.one, ({ params, body }) => {
      const found = chatbots[indexOf(params.id)];
      if (!found) return apiError(404, 'CHATBOT_NOT_FOUND', 'No such chatbot');
      Object.assign(found, body);
      return found;
    })
    .on('DELETE', CHATBOTS_PATHS.one, ({ params }) => {
      if (indexOf(params.id) < 0) return apiError(404, 'CHATBOT_NOT_FOUND', 'No such chatbot');
      chatbots.splice(indexOf(params.id), 1);
      return undefined;
    }).handler;
}

async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'New chatbot' }));
  return screen.findByRole('dialog', { name: 'New chatbot' });
}

/**
 * Fills a field in one change, as a paste or autofill would: typing key by key through eight antd fields
 * takes longer than a test may on a loaded machine, and braces would start user-event's key syntax.
 */
function enter(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Picks an option of a picker by its name (its search is OptionPicker.test's). */
async function pick(dialog: HTMLElement, label: string, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(name));
}

async function fillValidForm(dialog: HTMLElement) {
  enter(dialog, 'Name', 'Second branch');
  await pick(dialog, 'Messenger account', 'Second WhatsApp');
  await pick(dialog, 'Branch', 'Aurora, Yekaterinburg');
  enter(dialog, 'Phone for reports', '+7 900 765-43-21');
  enter(dialog, 'Answer when the client confirms', 'Confirmed, {clientName}!');
  enter(dialog, 'Answer when the client cancels', 'Canceled.');
}

describe('ChatbotsScreen', () => {
  it('shows a user without Pro the teaser, leading to the payment page, and never calls the API', async () => {
    const rendered = await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', title: 'Confirmation chatbots', session: baseOwner });

    expect(screen.getByRole('heading', { level: 1, name: 'Confirmation chatbots' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Confirmation chat bots\b.*\bPro plan$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See the Pro plan' }));
    // The teaser preselects the Pro plan on the payment page.
    expect(rendered.navigations).toEqual([{ id: 'payments', params: undefined, options: { search: '?tariff=1' } }]);
    expect(rendered.requests).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists a Pro user’s chatbots', async () => {
    await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([mainBranch]) });

    const table = await screen.findByRole('table', { name: 'Chatbots' });
    const row = (await within(table).findByText('Main branch')).closest('tr');
    if (!row) throw new Error('no row for Main branch');
    // The account and the branch by their names, not the ids the chatbot stores.
    expect(await within(row).findByText('Salon WhatsApp')).toBeInTheDocument();
    expect(await within(row).findByText('Aurora, Tverskaya')).toBeInTheDocument();
    expect(within(row).getByText('+79001234567')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: '“Main branch” enabled' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'See the Pro plan' })).not.toBeInTheDocument();
  });

  it('refuses an empty form at each required field without calling the API', async () => {
    const rendered = await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([]) });
    const dialog = await openNewForm();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(dialog).getAllByText('The field cannot be empty')).toHaveLength(3));
    expect(within(dialog).getAllByText('Pick one from the list')).toHaveLength(2);
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);
  });

  it('refuses a bad phone and an unknown variable at their fields, keeping what was typed', async () => {
    const rendered = await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([]) });
    const dialog = await openNewForm();
    await fillValidForm(dialog);
    const phone = within(dialog).getByLabelText('Phone for reports');
    enter(dialog, 'Phone for reports', '12345');
    enter(dialog, 'Answer when the client cancels', 'Canceled, {clientNmae}.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Phone number is not valid')).toBeInTheDocument();
    expect(within(dialog).getByText('The text uses an unknown variable')).toBeInTheDocument();
    expect(phone).toHaveValue('12345');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Second branch');
    expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);
  });

  it('creates a chatbot and shows it in the list', async () => {
    const rendered = await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([mainBranch]) });
    const dialog = await openNewForm();
    await fillValidForm(dialog);
    await userEvent.click(within(dialog).getByLabelText('Delete the record in the booking system when the client cancels'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Second branch')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New chatbot' })).not.toBeInTheDocument());
    expect(rendered.requests.find((request) => request.path === CHATBOTS_PATHS.list && request.body !== undefined)?.body).toEqual({
      name: 'Second branch',
      instanceId: 'instance-78',
      companyId: 'company-2',
      phone: '+7 900 765-43-21',
      enabled: true,
      confirmText: 'Confirmed, {clientName}!',
      cancelText: 'Canceled.',
      removeOnCancel: true,
    });
  });

  it('shows the API’s field refusals at the fields and keeps the dialog as typed', async () => {
    const refuse = () => apiError(400, 'VALIDATION_FAILED', 'Phone number is not valid', { phone: 'phone.invalid', instanceId: 'text.tooLong' });
    await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([], refuse) });
    const dialog = await openNewForm();
    await fillValidForm(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Phone number is not valid')).toBeInTheDocument();
    expect(within(dialog).getByText('The text is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone for reports')).toHaveValue('+7 900 765-43-21');
    expect(within(dialog).getByTitle('Second WhatsApp')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a stored account the owner no longer has, naming it at its field', async () => {
    const orphan = makeChatbot({ ...mainBranch, id: 'c9', name: 'Old bot', instanceId: 'instance-gone' });
    const rendered = await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([orphan]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Old bot”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Old bot”' });
    expect(await within(dialog).findByTitle('Aurora, Tverskaya')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('“instance-gone” is not in your account: pick from the list.')).toBeInTheDocument();
    expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);
  });

  it('edits a chatbot with its values filled in', async () => {
    const rendered = await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([mainBranch]) });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Main branch”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Main branch”' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Main branch');
    expect(within(dialog).getByLabelText('Answer when the client confirms')).toHaveValue('Thank you, {clientName}! See you on {recordDate}.');
    enter(dialog, 'Name', 'Central branch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Central branch')).toBeInTheDocument();
    expect(rendered.requests.find((request) => request.path === fillPath(CHATBOTS_PATHS.one, { id: 'c1' }))?.body).toMatchObject({ name: 'Central branch', phone: '+79001234567' });
  });

  it('switches a chatbot off in its row and deletes it after asking', async () => {
    await renderScreen(<ChatbotsScreen />, { route: 'chatbots.booking', session: proOwner, api: chatbotsApi([mainBranch]) });

    await userEvent.click(await screen.findByRole('switch', { name: '“Main branch” enabled' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '“Main branch” enabled' })).not.toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Main branch”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the chatbot “Main branch”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No chatbots yet')).toBeInTheDocument();
  });
});
