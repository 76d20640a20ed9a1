import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { PRO_FEATURE_KEYS, type BlacklistEntry, BLACKLIST_PATHS } from '@cabinet/api/flows';
import { apiError, answerWith, fakeApi, makeBlacklistEntry, pageOf } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { BlacklistScreen } from './BlacklistScreen';

const PRO: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: [] };
const NO_TARIFF: SessionSnapshot = { status: 'authenticated', user: { ...TEST_USER, majorTariff: null, lockedFeatures: [...PRO_FEATURE_KEYS] }, roles: [] };

function entry(id: string, phone: string, overrides: Partial<BlacklistEntry> = {}): BlacklistEntry {
  return makeBlacklistEntry({ id, phone, ...overrides });
}

/** A small stand-in for the blacklist API: it lists, adds (refusing a phone twice), edits and removes. */
function blacklistApi(initial: BlacklistEntry[]) {
  const entries = initial.map((item) => ({ ...item }));
  const indexOf = (id: string) => entries.findIndex((item) => item.id === id);
  const fake = fakeApi()
    .on('GET', BLACKLIST_PATHS.list, ({ query }) => pageOf(entries, query, { matches: (item, search) => item.phone.includes(search) || item.comment.includes(search) }))
    .on('POST', BLACKLIST_PATHS.list, ({ body }) => {
      const phone = `+${body.phone.replace(/\D/g, '')}`;
      if (entries.some((item) => item.phone === phone)) return apiError(409, 'BLACKLIST_ENTRY_EXISTS', 'This phone is already in the blacklist');
      const created = entry(`e${entries.length + 1}`, phone, { comment: body.comment ?? '', allowedTasks: body.allowedTasks ?? [] });
      entries.unshift(created);
      return answerWith(201, created);
    })
    .on('PATCH', BLACKLIST_PATHS.one, ({ params, body }) => {
      const found = entries[indexOf(params.id)];
      if (!found) return apiError(404, 'BLACKLIST_ENTRY_NOT_FOUND', 'No such entry');
      Object.assign(found, body);
      return found;
    })
    .on('DELETE', BLACKLIST_PATHS.one, ({ params }) => {
      if (indexOf(params.id) < 0) return apiError(404, 'BLACKLIST_ENTRY_NOT_FOUND', 'No such entry');
      entries.splice(indexOf(params.id), 1);
      return undefined;
    })
    .on('POST', BLACKLIST_PATHS.link, () => ({ token: 'tok123', path: '/il/tok123' }));
  return { handler: fake.handler, entries, lastQuery: () => fake.lastQuery(BLACKLIST_PATHS.list) };
}

/** Types a whole value at once: a keystroke at a time re-validates the form each time, slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

function row(phone: string) {
  const cell = screen.getByRole('cell', { name: phone });
  const found = cell.closest('tr');
  if (!found) throw new Error(`no row for ${phone}`);
  return found;
}

// A dialog of fourteen checkboxes and antd's Table render slowly on a loaded machine; these are not timing assertions.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(90_000);

const quiet = entry('e1', '+79005550001', { comment: 'Asked not to write', allowedTasks: ['visitReminder', 'recordCanceled'] });
const moved = entry('e2', '+79005550002', { comment: 'Moved away' });

describe('BlacklistScreen', () => {
  it('lists the phones with their comment and the messages they still receive', async () => {
    await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', title: 'Blacklist', session: PRO, api: blacklistApi([quiet, moved]).handler });
    expect(screen.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Blacklisted phones' });
    await within(table).findByRole('cell', { name: '+79005550001' });
    expect(within(row('+79005550001')).getByText('Visit reminder, Record cancellation notice')).toBeInTheDocument();
    expect(within(row('+79005550001')).getByText('Asked not to write')).toBeInTheDocument();
    expect(within(row('+79005550002')).getByText('Nothing')).toBeInTheDocument();
  });

  it('searches and sorts on the server', async () => {
    const api = blacklistApi([quiet, moved]);
    await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: api.handler });
    await screen.findByRole('cell', { name: '+79005550001' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search the blacklist' }), '0002');
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20', search: '0002' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '+79005550001' })).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('columnheader', { name: 'Phone' })).getByRole('button'));
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ sort: 'phone', order: 'asc' }));
  });

  it('keeps its search and sort in the URL, so a reload shows the same phones', async () => {
    const api = blacklistApi([quiet, moved]);
    const rendered = await renderWithHistory(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: api.handler });
    await screen.findByRole('cell', { name: '+79005550001' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search the blacklist' }), '0002');
    await user.click(within(screen.getByRole('columnheader', { name: 'Phone' })).getByRole('button'));
    await waitFor(() => expect(rendered.history.current()).toBe('?search=0002&sort=phone&order=asc'));
    rendered.unmount();

    await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: api.handler, search: rendered.history.current() });
    expect(await screen.findByRole('cell', { name: '+79005550002' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '+79005550001' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the blacklist' })).toHaveValue('0002');
    expect(api.lastQuery()).toEqual({ page: '1', pageSize: '20', search: '0002', sort: 'phone', order: 'asc' });
  });

  it('refuses a phone that is not valid at its field, keeps what was typed, and sends nothing', async () => {
    const rendered = await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: blacklistApi([quiet]).handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add a phone' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Phone number'), '12ab');
    await fill(user, within(dialog).getByLabelText('Comment'), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByText('Phone number is not valid')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('12ab');
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('Rude');
    expect(rendered.requests.filter((request) => request.path === BLACKLIST_PATHS.list && request.body !== undefined)).toEqual([]);
  });

  it('adds a phone with its comment and allowed tasks, and lists it', async () => {
    const api = blacklistApi([quiet]);
    const rendered = await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add a phone' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Phone number'), '+7 900 555-01-23');
    await fill(user, within(dialog).getByLabelText('Comment'), 'Only reminders');
    // Queried by label: role queries over the modal's fourteen checkboxes are slow in jsdom.
    const tasks = within(dialog).getByLabelText('Messages the client still receives', { selector: '[role="group"]' });
    await user.click(within(tasks).getByLabelText('Visit reminder'));
    await user.click(within(tasks).getByLabelText('Birthday greeting'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('+79005550123 is added to the blacklist')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({
      path: BLACKLIST_PATHS.list,
      body: { phone: '+7 900 555-01-23', comment: 'Only reminders', allowedTasks: ['visitReminder', 'birthday'] },
    });
    expect(await screen.findByRole('cell', { name: '+79005550123' })).toBeInTheDocument();
    expect(within(row('+79005550123')).getByText('Visit reminder, Birthday greeting')).toBeInTheDocument();
  });

  it('says at the phone field when the phone is already listed', async () => {
    await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: blacklistApi([quiet]).handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add a phone' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Phone number'), '+79005550001');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This phone is already in the blacklist')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('+79005550001');
  });

  it('edits the allowed tasks of an entry', async () => {
    const api = blacklistApi([quiet]);
    const rendered = await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit +79005550001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Visit reminder')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Record cancellation notice'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The changes are saved')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({
      path: fillPath(BLACKLIST_PATHS.one, { id: 'e1' }),
      body: { phone: '+79005550001', comment: 'Asked not to write', allowedTasks: ['visitReminder'] },
    });
    await waitFor(() => expect(within(row('+79005550001')).getByText('Visit reminder')).toBeInTheDocument());
  });

  it('removes a phone only after the owner confirms', async () => {
    const rendered = await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: blacklistApi([quiet, moved]).handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Remove +79005550002' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove +79005550002 from the blacklist?')).toBeInTheDocument();
    expect(rendered.requests.map((request) => request.path)).not.toContain(fillPath(BLACKLIST_PATHS.one, { id: 'e2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('+79005550002 is removed from the blacklist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: '+79005550002' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: '+79005550001' })).toBeInTheDocument();
  });

  it("gives the owner a client's personal opt-out link", async () => {
    const rendered = await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', session: PRO, api: blacklistApi([quiet]).handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Personal link of +79005550001' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(`${window.location.origin}/il/tok123`)).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path: BLACKLIST_PATHS.link, body: { phone: '+79005550001' } });
    // Copied with a button whose tooltip hides by itself on a phone, and the copy is confirmed.
    const user = userEvent.setup({ delay: null });
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy the link' }));
    expect(written).toHaveBeenCalledWith(`${window.location.origin}/il/tok123`);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('shows the Pro teaser to an account without the Pro plan, and asks the API nothing', async () => {
    const rendered = await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', title: 'Blacklist', session: NO_TARIFF, api: blacklistApi([quiet]).handler });
    expect(screen.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeInTheDocument();
    // The teaser's wording belongs to the design package; this screen only names the feature.
    expect(screen.getByRole('heading', { level: 2, name: /^Blacklist\b.*\bPro plan$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute('href', '/payments');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(rendered.requests).toEqual([]);
  });

  it('speaks Russian', async () => {
    await renderScreen(<BlacklistScreen />, { route: 'phones.ignore', locale: 'ru', session: PRO, api: blacklistApi([moved]).handler });
    const table = await screen.findByRole('table', { name: 'Телефоны в чёрном списке' });
    await within(table).findByRole('cell', { name: '+79005550002' });
    expect(within(row('+79005550002')).getByText('Ничего')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить телефон' })).toBeInTheDocument();
  });
});
