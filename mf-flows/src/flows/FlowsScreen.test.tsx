import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import type { Flow } from '@cabinet/api/flows';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { apiError, fakeApi, LIMITED_STAFF_ACCESS, makeFlow, pageOf, summaryOf } from '@cabinet/api/testing';
import { renderScreen, TEST_HOST } from '@cabinet/contracts/testing';
import { SEARCH_DELAY_MS } from '@cabinet/toolkit/list';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../catalog';
import { FlowsScreen } from './FlowsScreen';

function flow(id: string, title: string, overrides: Partial<Flow> = {}): Flow {
  return makeFlow({ id, title, mode: 'combat', lastStart: '2026-03-02T09:00:00Z', createdAt: '2026-01-10T08:00:00Z', ...overrides });
}

/**
 * A small stand-in for the flows API: it pages the flows it holds (searching titles), pauses and deletes
 * them; `total` stands in for a longer list. Each list call's query is recorded by the fake.
 */
function flowsApi(initial: Flow[], { total }: { total?: number } = {}) {
  const flows = initial.map((item) => ({ ...item }));
  const fake = fakeApi()
    .on('GET', FLOWS_PATHS.incomingTransfers, () => ({ items: [] }))
    .on('GET', FLOWS_PATHS.list, ({ query }) =>
      pageOf(flows.map(summaryOf), query, { total, matches: (item, search) => item.title.toLowerCase().includes(search.toLowerCase()) }),
    )
    .on('POST', FLOWS_PATHS.pause, ({ params }) => {
      const paused = flows.find((item) => item.id === params.id);
      if (!paused) return apiError(404, 'FLOW_NOT_FOUND', 'No such flow');
      paused.status = 'pause';
      return paused;
    })
    .on('DELETE', FLOWS_PATHS.one, ({ params }) => {
      const index = flows.findIndex((item) => item.id === params.id);
      if (index < 0) return apiError(404, 'FLOW_NOT_FOUND', 'No such flow');
      flows.splice(index, 1);
      return undefined;
    });
  return {
    handler: fake.handler,
    on: fake.on,
    listQueries: () => fake.callsTo(FLOWS_PATHS.list).map((call) => call.query),
    lastQuery: () => fake.lastQuery(FLOWS_PATHS.list),
  };
}

const reminder = flow('f1', 'Reminder a day before', { status: 'working', mode: 'combat' });
const birthday = flow('f2', 'Birthday greeting', { type: 'birthday', status: 'unavailable', mode: 'test' });
const review = flow('f3', 'Review after the visit', { type: 'reviewRequest', status: 'done', mode: 'combat' });

/**
 * The calls a screen made, leaving out its look for offers of flows from other users (made beside every list
 * load) and for the booking system's staff notice (made once a page).
 */
const pathsBesideOffers = (requests: ReadonlyArray<{ path: string }>) =>
  requests.map((request) => request.path).filter((path) => path !== FLOWS_PATHS.incomingTransfers && path !== SYSTEM_ACCOUNT_PATHS.staffAccess);

async function openRowMenu(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for “${title}”` }));
}

function row(title: string) {
  const link = screen.getByRole('link', { name: title });
  const found = link.closest('tr');
  if (!found) throw new Error(`no row for ${title}`);
  return found;
}

// A page of antd's Table renders slowly on a loaded machine; these waits are not timing assertions.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

describe('FlowsScreen', () => {
  it('lists the flows the API answers with their translated status and mode', async () => {
    const api = flowsApi([reminder, birthday]);
    await renderScreen(<FlowsScreen />, { route: 'flows', title: 'Flows', api: api.handler });

    expect(screen.getByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Flows' });
    expect(await within(table).findByRole('link', { name: 'Reminder a day before' })).toHaveAttribute('href', '/flows.edit/f1');
    expect(within(row('Reminder a day before')).getByText('Working')).toBeInTheDocument();
    expect(within(row('Reminder a day before')).getByText('Live')).toBeInTheDocument();
    expect(within(row('Reminder a day before')).getByText('Visit reminder')).toBeInTheDocument();
    expect(within(row('Birthday greeting')).getByText('Not in your tariff')).toBeInTheDocument();
    expect(within(row('Birthday greeting')).getByText('Test')).toBeInTheDocument();
    expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20' });
  });

  it('tells a booking-system user without the rights the flows need what that stops (spec section 2, issue 36 item 20)', async () => {
    const api = flowsApi([reminder]).on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS);
    await renderScreen(<FlowsScreen />, { route: 'flows', title: 'Flows', api: api.handler });
    expect(await screen.findByText('Lotus, Nevsky: your rights in YCLIENTS are not enough')).toBeInTheDocument();
    expect(screen.getByText('No access to phones')).toBeInTheDocument();
    expect(screen.getByText(/Masters are not read, so flows cannot filter by master/)).toBeInTheDocument();
  });

  it('asks the API again for each filter, sort and page', async () => {
    const api = flowsApi([reminder, birthday], { total: 45 });
    await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
    await screen.findByRole('link', { name: 'Reminder a day before' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '2', pageSize: '20' }));

    // antd draws the segmented control over its radios: the user clicks the option's label.
    await user.click(within(screen.getByRole('radiogroup', { name: 'Mode' })).getByText('Test'));
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20', mode: 'test' }));

    // The search waits for the typing to stop: one call for the whole word, not one per letter. The clock stands
    // still while the letters go in (a busy machine may leave more than the pause between two of them), then the
    // pause passes.
    jest.useFakeTimers();
    try {
      await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search flows' }), 'birth');
      expect(api.listQueries().filter((query) => query.has('search'))).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20', mode: 'test', search: 'birth' }));
    expect(api.listQueries().filter((query) => query.has('search'))).toHaveLength(1);

    await user.click(within(screen.getByRole('columnheader', { name: 'Title' })).getByRole('button'));
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ page: '1', sort: 'title', order: 'asc' }));
  });

  it('keeps its page, filters, search and sort in the URL, and Back shows the state before', async () => {
    const api = flowsApi([reminder, birthday], { total: 45 });
    const rendered = await renderWithHistory(<FlowsScreen />, { route: 'flows', api: api.handler });
    await screen.findByRole('link', { name: 'Reminder a day before' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rendered.history.current()).toBe('?page=2'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Mode' })).getByText('Test'));
    await waitFor(() => expect(rendered.history.current()).toBe('?mode=test'));
    await user.type(screen.getByRole('searchbox', { name: 'Search flows' }), 'birth');
    await waitFor(() => expect(rendered.history.current()).toBe('?search=birth&mode=test'));
    // The search replaced the entry it changed: Back does not replay the keystrokes.
    expect(rendered.history.entries).toEqual(['', '?page=2', '?search=birth&mode=test']);
    await user.click(within(screen.getByRole('columnheader', { name: 'Title' })).getByRole('button'));
    await waitFor(() => expect(rendered.history.current()).toBe('?search=birth&mode=test&sort=title&order=asc'));
    expect(rendered.navigations.at(-1)).toEqual({ id: 'flows', params: {}, options: { search: '?search=birth&mode=test&sort=title&order=asc', replace: false } });

    rendered.back();
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20', mode: 'test', search: 'birth' }));
    expect(screen.getByRole('searchbox', { name: 'Search flows' })).toHaveValue('birth');
    rendered.back();
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '2', pageSize: '20' }));
    expect(screen.getByRole('searchbox', { name: 'Search flows' })).toHaveValue('');
    expect(within(screen.getByRole('radiogroup', { name: 'Mode' })).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('opens on the list a URL names, as after a reload or from a shared link, and corrects what it does not know', async () => {
    const api = flowsApi([reminder, birthday]);
    const rendered = await renderWithHistory(<FlowsScreen />, {
      route: 'flows',
      api: api.handler,
      search: '?tab=x&search=rem&status=pause,bogus,pause&type=birthday&mode=fighting&sort=title&order=desc&page=3&pageSize=7',
    });
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '3', pageSize: '20', search: 'rem', status: 'pause', type: 'birthday', sort: 'title', order: 'desc' }));
    expect(screen.getByRole('searchbox', { name: 'Search flows' })).toHaveValue('rem');
    // The unknown values are gone from the URL, in place: no history entry for the correction.
    await waitFor(() => expect(rendered.history.entries).toEqual(['?tab=x&search=rem&status=pause&type=birthday&sort=title&order=desc&page=3']));
    expect(rendered.navigations).toEqual([{ id: 'flows', params: {}, options: { search: '?tab=x&search=rem&status=pause&type=birthday&sort=title&order=desc&page=3', replace: true } }]);
    expect(api.listQueries()).toHaveLength(1);
  });

  it('pauses a flow from its row menu and shows the refreshed list', async () => {
    const api = flowsApi([reminder, birthday]);
    const rendered = await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
    await openRowMenu('Reminder a day before');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pause' }));

    await waitFor(() => expect(within(row('Reminder a day before')).getByText('Paused')).toBeInTheDocument());
    expect(pathsBesideOffers(rendered.requests)).toEqual([FLOWS_PATHS.list, fillPath(FLOWS_PATHS.pause, { id: 'f1' }), FLOWS_PATHS.list]);
  });

  it('offers continue, not pause, for a paused flow, and opens its conversion', async () => {
    const api = flowsApi([flow('f9', 'Paused one', { status: 'pause', mode: 'test' })]);
    const rendered = await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
    await openRowMenu('Paused one');
    expect(await screen.findByRole('menuitem', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Switch to live' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Conversion' }));
    expect(rendered.navigations).toEqual([{ id: 'flows.edit', params: { workflowId: 'f9', tab: 'conversion' }, options: undefined }]);
  });

  it('switches a flow to live from its row only after asking, with whom it reaches in the next day', async () => {
    const paused = flow('f9', 'Paused one', { status: 'pause', mode: 'test' });
    const api = flowsApi([paused])
      .on('GET', FLOWS_PATHS.reach, ({ params }) => ({ flowId: params.id ?? '', from: '2026-11-25T10:00:00.000Z', to: '2026-11-26T10:00:00.000Z', clients: 1, messages: 2 }))
      .on('POST', FLOWS_PATHS.mode, ({ body }) => ({ ...paused, mode: body.mode }));
    const rendered = await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler, locale: 'ru' });
    await userEvent.click(await screen.findByRole('button', { name: 'Действия для «Paused one»' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Перевести в боевой режим' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Перевести «Paused one» в боевой режим?')).toBeInTheDocument();
    expect(await within(dialog).findByText('За следующие 24 часа задача отправит сообщения 1 клиенту.')).toBeInTheDocument();
    expect(within(dialog).getByText('Задача на паузе: ничего не отправится, пока вы её не продолжите.')).toBeInTheDocument();
    expect(rendered.requests.map((request) => request.path)).not.toContain(fillPath(FLOWS_PATHS.mode, { id: 'f9' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Включить' }));
    expect(await screen.findByText('«Paused one» работает в боевом режиме: сообщения уходят вашим клиентам.')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path: fillPath(FLOWS_PATHS.mode, { id: 'f9' }), body: { mode: 'combat' } });
  });

  it('reports how many flows a bulk action applied to and how many it skipped', async () => {
    const api = flowsApi([reminder, review]);
    const rendered = await renderScreen(<FlowsScreen />, {
      route: 'flows',
      api: api.on('POST', FLOWS_PATHS.bulkResume, () => ({
        applied: ['f1'],
        skipped: [{ id: 'f3', code: 'FLOW_INVALID_STATE', message: 'A finished flow cannot be resumed' }],
      })).handler,
    });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Reminder a day before' });
    await user.click(screen.getByLabelText('Select “Reminder a day before”'));
    await user.click(screen.getByLabelText('Select “Review after the visit”'));
    await user.click(within(screen.getByRole('toolbar', { name: 'Actions on the selected flows' })).getByRole('button', { name: 'Resume' }));

    expect(await screen.findByText('Applied: 1. Skipped: 1.')).toBeInTheDocument();
    expect(screen.getByText('A finished flow cannot be resumed')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path: FLOWS_PATHS.bulkResume, body: { ids: ['f1', 'f3'] } });
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
  });

  it('says in the user’s language why a flow without a text cannot be resumed, alone or among others (issue 36)', async () => {
    const textless = flow('f9', 'Paused one', { status: 'pause', mode: 'test', content: '' });
    const refusal = 'A running flow sends its text: write the message first, or pause the flow to leave it empty';
    const api = flowsApi([textless, reminder])
      .on('POST', FLOWS_PATHS.resume, () => apiError(400, 'VALIDATION_FAILED', refusal, { content: 'flow.content.requiredToRun' }))
      .on('POST', FLOWS_PATHS.bulkResume, () => ({ applied: ['f1'], skipped: [{ id: 'f9', code: 'VALIDATION_FAILED', message: refusal, fields: { content: 'flow.content.requiredToRun' } }] }));
    await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler, locale: 'ru' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Действия для «Paused one»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Продолжить' }));
    expect(await screen.findByText('Не удалось возобновить задачу')).toBeInTheDocument();
    const reason = 'Запущенная задача отправляет свой текст: сначала напишите сообщение или поставьте задачу на паузу, чтобы оставить его пустым';
    expect(await screen.findByText(reason)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Выбрать «Paused one»'));
    await user.click(screen.getByLabelText('Выбрать «Reminder a day before»'));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Возобновить' }));
    expect(await screen.findByText('Применено: 1. Пропущено: 1.')).toBeInTheDocument();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('deletes a flow only after the user confirms', async () => {
    const api = flowsApi([reminder, birthday]);
    const rendered = await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
    await openRowMenu('Reminder a day before');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    // In tests antd gives every element the same id, so a dialog's title is checked as its text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the flow “Reminder a day before”?')).toBeInTheDocument();
    expect(pathsBesideOffers(rendered.requests)).toEqual([FLOWS_PATHS.list]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reminder a day before' })).not.toBeInTheDocument());
    expect(rendered.requests.map((request) => request.path)).toContain(fillPath(FLOWS_PATHS.one, { id: 'f1' }));
    expect(screen.getByRole('link', { name: 'Birthday greeting' })).toBeInTheDocument();
  });

  it('says why a single action failed, in the spec wording', async () => {
    const api = flowsApi([reminder]);
    await renderScreen(<FlowsScreen />, {
      route: 'flows',
      api: api.on('POST', FLOWS_PATHS.duplicate, () => apiError(403, 'FLOW_UNAVAILABLE_IN_TARIFF', 'Not in tariff')).handler,
    });
    await openRowMenu('Reminder a day before');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('The flow could not be duplicated')).toBeInTheDocument();
    expect(screen.getByText('This flow is not available in your tariff')).toBeInTheDocument();
  });

  it('transfers a flow to another user by e-mail, keeping a copy when asked', async () => {
    const api = flowsApi([reminder]);
    const rendered = await renderScreen(<FlowsScreen />, {
      route: 'flows',
      api: api.on('POST', FLOWS_PATHS.transfer, () => ({ transferId: 't1' })).handler,
    });
    const user = userEvent.setup();
    await openRowMenu('Reminder a day before');
    await user.click(await screen.findByRole('menuitem', { name: 'Transfer or copy to another user' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Transfer “Reminder a day before” to another user')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('The other user’s e-mail or user id'), 'colleague@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep a copy/ }));
    expect(within(dialog).getByText(/The other user accepts or declines it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Offered to the other user: they get a copy when they accept it')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path: FLOWS_PATHS.transfer, body: { ids: ['f1'], targetUserId: 'colleague@example.com', copy: true } });
  });

  it('shows flows offered by another user, who sends what, and adds nothing until the owner accepts', async () => {
    const offer = { id: 't1', fromEmail: 'colleague@example.com', copy: false, createdAt: '2026-03-01T10:00:00Z', flows: [{ id: 'g1', title: 'Their reminder', type: 'visitReminder' as const }] };
    let offers = [offer];
    const api = flowsApi([reminder])
      .on('GET', FLOWS_PATHS.incomingTransfers, () => ({ items: offers }))
      .on('POST', FLOWS_PATHS.acceptTransfer, () => {
        offers = [];
        return { flowIds: ['g1'] };
      });
    const rendered = await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
    const region = await screen.findByRole('region', { name: 'Flows offered to you' });
    expect(within(region).getByText('colleague@example.com hands you 1 flow: “Their reminder”')).toBeInTheDocument();
    expect(within(region).getByText(/Nothing is added to your account until you accept/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Accept the flows from colleague@example.com' }));
    expect(await screen.findByText('The flows are added to your list, paused and in test mode')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Flows offered to you' })).not.toBeInTheDocument());
    expect(rendered.requests.some((request) => request.path === fillPath(FLOWS_PATHS.acceptTransfer, { id: 't1' }))).toBe(true);
  });

  it('declines an offer: it leaves the list and nothing is added', async () => {
    let offers = [{ id: 't2', fromEmail: 'stranger@example.com', copy: true, createdAt: '2026-03-01T10:00:00Z', flows: [{ id: 'g2', title: 'Spam', type: 'birthday' as const }] }];
    const api = flowsApi([reminder])
      .on('GET', FLOWS_PATHS.incomingTransfers, () => ({ items: offers }))
      .on('POST', FLOWS_PATHS.declineTransfer, () => {
        offers = [];
        return undefined;
      });
    await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
    const region = await screen.findByRole('region', { name: 'Flows offered to you' });
    expect(within(region).getByText('stranger@example.com offers you a copy of 1 flow: “Spam”')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Decline the flows from stranger@example.com' }));
    expect(await screen.findByText('The offer is declined: nothing is added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Flows offered to you' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Spam' })).not.toBeInTheDocument();
  });

  it('says under its title where a flow another user handed over or copied came from', async () => {
    const handed = flow('f9', 'Handed reminder', { receivedFrom: { fromEmail: 'colleague@example.com', copy: false, at: '2026-03-01T10:00:00Z' } });
    const copied = flow('f8', 'Copied review', { receivedFrom: { fromEmail: 'partner@example.com', copy: true, at: '2026-03-01T10:00:00Z' } });
    await renderScreen(<FlowsScreen />, { route: 'flows', api: flowsApi([handed, copied, reminder]).handler });
    expect(within(await waitFor(() => row('Handed reminder'))).getByText('Handed over by colleague@example.com')).toBeInTheDocument();
    expect(within(row('Copied review')).getByText('Copied from partner@example.com')).toBeInTheDocument();
    expect(within(row('Reminder a day before')).queryByText(/Handed over by|Copied from/)).not.toBeInTheDocument();
  });

  it('refuses a target that is neither an e-mail nor a user id at the field, and says at the field when the API knows no such user', async () => {
    const api = flowsApi([reminder]);
    const rendered = await renderScreen(<FlowsScreen />, {
      route: 'flows',
      api: api.on('POST', FLOWS_PATHS.transfer, () => apiError(404, 'TARGET_USER_NOT_FOUND', 'No user with this e-mail or id')).handler,
    });
    const user = userEvent.setup();
    await openRowMenu('Reminder a day before');
    await user.click(await screen.findByRole('menuitem', { name: 'Transfer or copy to another user' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('The other user’s e-mail or user id');
    await user.type(field, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter the other user’s e-mail or their user id')).toBeInTheDocument();
    expect(rendered.requests.some((request) => request.path === FLOWS_PATHS.transfer)).toBe(false);

    await user.clear(field);
    await user.type(field, 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('There is no user with this e-mail or id: check it with the other user')).toBeInTheDocument();
    expect(field).toHaveValue('nobody@example.com');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers the new-flow button only where the host allows it', async () => {
    const api = flowsApi([reminder]);
    const first = await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
    expect(screen.getByRole('link', { name: 'New flow' })).toHaveAttribute('href', '/templates');
    first.unmount();

    await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler, host: { features: { ...TEST_HOST.features, addFlowButton: false } } });
    await screen.findByRole('link', { name: 'Reminder a day before' });
    expect(screen.queryByRole('link', { name: 'New flow' })).not.toBeInTheDocument();
  });

  it('tells an account with no flows how to start', async () => {
    await renderScreen(<FlowsScreen />, { route: 'flows', api: flowsApi([]).handler });
    expect(await screen.findByText('No flows yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New flow' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters, and clears them on request', async () => {
    await renderScreen(<FlowsScreen />, { route: 'flows', api: flowsApi([reminder, birthday]).handler });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search flows' }), 'massage');
    expect(await screen.findByText('No flows match the filters')).toBeInTheDocument();
    expect(screen.queryByText('No flows yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('link', { name: 'Birthday greeting' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search flows' })).toHaveValue('');
  });

  it('shows an alert when the list fails to load, and tries again on request', async () => {
    const api = flowsApi([reminder]);
    let fail = true;
    await renderScreen(<FlowsScreen />, {
      route: 'flows',
      api: async (request, path) => (fail ? apiError(500, 'INTERNAL', 'boom') : api.handler(request, path)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The flows could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Reminder a day before' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    const api = flowsApi([reminder, birthday]);
    await renderScreen(<FlowsScreen />, { route: 'flows', locale: 'ru', api: api.handler });
    const table = await screen.findByRole('table', { name: 'Задачи' });
    await within(table).findByRole('link', { name: 'Reminder a day before' });
    expect(within(row('Reminder a day before')).getByText('Работает')).toBeInTheDocument();
    expect(within(row('Reminder a day before')).getByText('Боевой')).toBeInTheDocument();
    expect(within(row('Birthday greeting')).getByText('Нет в вашем тарифе')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новая задача' })).toBeInTheDocument();
  });
});
