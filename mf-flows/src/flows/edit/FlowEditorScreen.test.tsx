import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { newFlowSettings, type Flow, FLOWS_PATHS, FLOW_OPTIONS_PATHS } from '@cabinet/api/flows';
import { apiError, fakeApi, makeFlow, makePage, versionConflict } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { answerFlowOptions } from '../../testing/flowOptions';
import { FlowEditorScreen } from './FlowEditorScreen';

function flow(overrides: Partial<Flow> = {}): Flow {
  return makeFlow({ id: 'f1', title: 'Reminder a day before', content: 'Hello, {clientName}!', mode: 'test', status: 'working', ...overrides });
}

/**
 * The flow API of one flow: answers it, applies a PATCH (refusing a stale version, as the API does),
 * switches mode, pauses; records each PATCH body. `elsewhere` is a save someone else makes.
 */
function flowApi(initial: Flow, { refuse }: { refuse?: Record<string, string> } = {}) {
  let current = initial;
  const patches: unknown[] = [];
  const fake = fakeApi()
    .on('GET', FLOWS_PATHS.one, () => current)
    .on('PATCH', FLOWS_PATHS.one, ({ body }) => {
      patches.push(body);
      if (refuse) return apiError(400, 'VALIDATION_FAILED', 'The request is not valid', refuse);
      const { version, ...patch } = body;
      if (version !== undefined && version !== current.version) return versionConflict(current);
      current = makeFlow({ ...current, ...patch, version: current.version + 1 });
      return current;
    })
    .on('POST', FLOWS_PATHS.mode, ({ body }) => {
      current = { ...current, mode: body.mode };
      return current;
    })
    .on('GET', FLOWS_PATHS.reach, ({ params }) => ({ flowId: params.id ?? '', from: '2026-11-25T10:00:00.000Z', to: '2026-11-26T10:00:00.000Z', clients: 37, messages: 41 }))
    .on('POST', FLOWS_PATHS.pause, () => {
      current = { ...current, status: 'pause' };
      return current;
    })
    .on('GET', FLOWS_PATHS.list, () => makePage([]))
    .on('GET', FLOW_OPTIONS_PATHS.list, answerFlowOptions);
  const elsewhere = (patch: Partial<Flow>) => {
    current = makeFlow({ ...current, ...patch, version: current.version + 1 });
  };
  return { handler: fake.handler, patches, elsewhere };
}

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

async function openEditor(current: Flow, tab?: string, options: { refuse?: Record<string, string>; majorTariff?: number | null } = {}) {
  const api = flowApi(current, options);
  const user = { ...TEST_USER, majorTariff: options.majorTariff === undefined ? TEST_USER.majorTariff : options.majorTariff };
  const rendered = await renderScreen(<FlowEditorScreen />, {
    route: 'flows.edit',
    title: 'Flow editor',
    params: { workflowId: current.id, tab },
    api: api.handler,
    session: { ...session, user },
  });
  await screen.findByRole('heading', { level: 2, name: current.title });
  return { ...rendered, patches: api.patches, elsewhere: api.elsewhere };
}

/** The visible (active) tab panel: inactive ones stay mounted to keep their drafts. */
function panel() {
  return screen.getByRole('tabpanel');
}

// Whole antd screens render slowly on the shared two-core machine; these are not timing assertions.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

describe('FlowEditorScreen', () => {
  it('says why a flow is in error and what to do about it, a reason it does not know included (issue 21, item 9)', async () => {
    const first = await openEditor(flow({ status: 'error', errorReason: 'noChannel' }));
    expect(screen.getByText('No messenger is connected to send through')).toBeInTheDocument();
    expect(screen.getByText('Connect WhatsApp, Telegram or SMS; the flow sends again by itself once one is connected.')).toBeInTheDocument();
    first.unmount();
    await openEditor(flow({ status: 'error', errorReason: 'something-new' }));
    expect(screen.getByText('The last message of this flow could not be sent')).toBeInTheDocument();
  });

  it('offers a salon’s reminder the visit’s variables and no order’s; a restaurant’s flow its order’s (issue 21)', async () => {
    const first = await openEditor(flow({ integration: 'yclients' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Insert a variable' }));
    expect(await screen.findByRole('menuitem', { name: /Visit date/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Order number/ })).not.toBeInTheDocument();
    first.unmount();

    await openEditor(flow({ integration: 'iikocrm', title: 'Order on the way' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Insert a variable' }));
    expect(await screen.findByRole('menuitem', { name: /Order number/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Visit date/ })).not.toBeInTheDocument();
    // Two editors, menus and a save: long on the shared two-core machine; not a timing assertion.
  }, 120_000);

  it('filters by services picked by name and saves their booking-system ids; a stored id the account lacks is refused at the field', async () => {
    const { patches } = await openEditor(flow({ filters: { serviceIds: ['haircut', 'abc'] } }), 'filters');
    const services = within(panel()).getByRole('combobox', { name: 'Services' });
    expect(await within(panel()).findByTitle('Women’s haircut')).toBeInTheDocument();
    await userEvent.click(services);
    await userEvent.click(await screen.findByTitle('Manicure'));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    expect(await within(panel()).findByText('“abc”: not found in your account. Remove it and pick from the list.')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.click(within(within(panel()).getByTitle('abc')).getByRole('img', { hidden: true, name: /close/i }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ filters: { serviceIds: ['haircut', 'manicure'] } });
    // Two editors, menus and a save: long on the shared two-core machine; not a timing assertion.
  }, 120_000);

  it('gives each tab its own URL, and an unknown tab falls back to the first', async () => {
    const rendered = await openEditor(flow(), 'nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Flow editor' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Message' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rendered.navigations[0]).toEqual({ id: 'flows.edit', params: { workflowId: 'f1', tab: undefined }, options: { replace: true } }));
    await userEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(rendered.navigations[1]).toEqual({ id: 'flows.edit', params: { workflowId: 'f1', tab: 'schedule' }, options: { replace: false } });
  });

  it('saves the message tab with a PATCH of its changed fields only', async () => {
    const rendered = await openEditor(flow());
    fireEvent.change(within(panel()).getByLabelText('Title'), { target: { value: 'Reminder two hours before' } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rendered.patches).toEqual([{ title: 'Reminder two hours before', version: 1 }]));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reminder two hours before' })).toBeInTheDocument();
  });

  it('stops a save based on an older version, keeps the text, and saves over it when asked', async () => {
    const rendered = await openEditor(flow());
    rendered.elsewhere({ title: 'Renamed in another tab' });
    const text = within(panel()).getByLabelText('Message text');
    fireEvent.change(text, { target: { value: 'My new text' } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    expect(await within(panel()).findByText('Someone else saved this in the meantime')).toBeInTheDocument();
    expect(text).toHaveValue('My new text');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    await userEvent.click(within(panel()).getByRole('button', { name: 'Save mine over it' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(rendered.patches).toEqual([
      { content: 'My new text', version: 1 },
      { content: 'My new text', version: 2 },
    ]);
  });

  it('loads the stored version over a stale draft when asked', async () => {
    const rendered = await openEditor(flow());
    rendered.elsewhere({ title: 'Renamed in another tab', content: 'Their text' });
    const text = within(panel()).getByLabelText('Message text');
    fireEvent.change(text, { target: { value: 'Another text of mine' } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(text).toHaveValue('Their text'));
    expect(screen.getByRole('heading', { level: 2, name: 'Renamed in another tab' })).toBeInTheDocument();
  });

  it('refuses a text of only spaces at the field, sending nothing and keeping it, in a test flow too', async () => {
    const rendered = await openEditor(flow());
    const text = within(panel()).getByLabelText('Message text');
    fireEvent.change(text, { target: { value: '   \n  ' } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    expect(await within(panel()).findByText('The text has only spaces: write the message, or leave it empty while the flow is a draft')).toBeInTheDocument();
    expect(text).toHaveValue('   \n  ');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(rendered.patches).toEqual([]);
  });

  it('refuses an unknown variable and a fourth button at their fields, sending nothing and keeping the text', async () => {
    const buttons: Flow['buttons'] = [
      { type: 'answer', text: 'Yes' },
      { type: 'url', text: 'Site', url: 'https://salon.example' },
      { type: 'call', text: 'Call', phone: '+79001234567' },
    ];
    const rendered = await openEditor(flow({ buttons }));
    const text = within(panel()).getByLabelText('Message text');
    fireEvent.change(text, { target: { value: 'Hello, {clientName}! {clientNmae}' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add a button' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    expect(await within(panel()).findByText('The text uses an unknown variable')).toBeInTheDocument();
    expect(within(panel()).getByText('A message can have at most 3 buttons')).toBeInTheDocument();
    expect(text).toHaveValue('Hello, {clientName}! {clientNmae}');
    expect(within(panel()).getByLabelText('Button 4: text')).toBeInTheDocument();
    expect(rendered.patches).toEqual([]);
  });

  it('refuses a retry range out of its limits and an end date within a day, keeping what was typed', async () => {
    const rendered = await openEditor(flow({ ...newFlowSettings('retryNotifyRange'), title: 'Come back' }), 'schedule');
    const perDay = within(panel()).getByLabelText('Notifications a day');
    fireEvent.change(perDay, { target: { value: '500' } });
    const range = within(panel()).getByLabelText('Period, days back');
    fireEvent.change(range, { target: { value: '10' } });
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const local = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}T${String(soon.getHours()).padStart(2, '0')}:00`;
    fireEvent.change(within(panel()).getByLabelText('End date'), { target: { value: local } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));

    expect(await within(panel()).findByText('A retry-range flow sends from 1 to 200 notifications a day')).toBeInTheDocument();
    expect(within(panel()).getByText('The range must be from 30 days to 5 years')).toBeInTheDocument();
    expect(within(panel()).getByText('A flow must work at least 1 day: set the end date later')).toBeInTheDocument();
    expect(perDay).toHaveValue('500');
    expect(range).toHaveValue('10');
    expect(rendered.patches).toEqual([]);
  });

  it('shows the API’s refusal of a field at that field', async () => {
    await openEditor(flow(), undefined, { refuse: { title: 'text.tooLong' } });
    fireEvent.change(within(panel()).getByLabelText('Title'), { target: { value: 'Reminder a day before!' } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save' }));
    expect(await within(panel()).findByText('The text is too long')).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Title')).toHaveValue('Reminder a day before!');
  });

  it('goes live only once the user agrees, naming the flow and the clients it reaches in the next day, and says so', async () => {
    const rendered = await openEditor(flow());
    const live = screen.getByRole('switch', { name: 'Live: send to clients' });
    await userEvent.click(live);
    // In tests antd gives every element the same id, so a dialog's title is checked as its text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Switch “Reminder a day before” to live?')).toBeInTheDocument();
    expect(await within(dialog).findByText('In the next 24 hours it will message 37 clients.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay in test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(live).not.toBeChecked();
    expect(rendered.requests.some((request) => request.path === fillPath(FLOWS_PATHS.mode, { id: 'f1' }))).toBe(false);

    await userEvent.click(live);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go live' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Live: send to clients' })).toBeChecked());
    expect(await screen.findByText('“Reminder a day before” is live: its messages go to your clients.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(rendered.requests.find((request) => request.path === fillPath(FLOWS_PATHS.mode, { id: 'f1' }))?.body).toEqual({ mode: 'combat' });
  });

  it('says when the tariff does not allow the flow type', async () => {
    await openEditor(flow({ ...newFlowSettings('retryNotify'), title: 'Repeat' }), undefined, { majorTariff: null });
    expect(screen.getByText('This flow type is not available in your tariff')).toBeInTheDocument();
    expect(screen.getByText(/This flow type needs an extended tariff/)).toBeInTheDocument();
  });

  it('names an invalid flow id in the spec’s words', async () => {
    await renderScreen(<FlowEditorScreen />, {
      route: 'flows.edit',
      params: { workflowId: 'nope' },
      session,
      api: fakeApi().on('GET', FLOWS_PATHS.one, () => apiError(404, 'FLOW_NOT_FOUND', 'Flow not found')).handler,
    });
    expect(await screen.findByText('Invalid flow id: the flow does not exist or is not yours', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('keeps the tab in the search string for a template-born flow', async () => {
    const api = flowApi(flow());
    const rendered = await renderScreen(<FlowEditorScreen />, {
      route: 'templates.edit',
      params: { integration: 'yclients', workflowId: 'f1' },
      search: '?tab=filters',
      session,
      api: api.handler,
    });
    expect(await screen.findByRole('tab', { name: 'Filters' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Exclusions' }));
    expect(rendered.navigations).toEqual([
      { id: 'templates.edit', params: { integration: 'yclients', workflowId: 'f1' }, options: { replace: false, search: '?tab=exclusions' } },
    ]);
  });
});
