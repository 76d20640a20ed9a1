import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { BLACKLIST_PATHS } from '@cabinet/api/flows';
import type { FlowType } from '@cabinet/api/flows';
import { apiError, fakeApi, makePublicIgnoreEntry } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { IgnorePhoneView } from './IgnorePhoneView';

const TOKEN = 'abc_DEF-123';
const path = fillPath(BLACKLIST_PATHS.public, { token: TOKEN });

/** The public opt-out API of one client: opting out keeps the chosen tasks, opting in removes the entry. */
function publicApi(initial: { ignored: boolean; allowedTasks?: FlowType[]; businessName?: string | null }) {
  const state = makePublicIgnoreEntry({ businessName: initial.businessName === undefined ? 'Beauty Studio Aurora' : initial.businessName, phone: '+7•••••••0001', ignored: initial.ignored, allowedTasks: initial.allowedTasks ?? [], availableTasks: ['visitReminder', 'reviewRequest'] });
  const mine = (token: string) => (token === TOKEN ? null : apiError(404, 'IGNORE_LINK_INVALID', 'This link is not valid'));
  const fake = fakeApi()
    .on('GET', BLACKLIST_PATHS.public, ({ params }) => mine(params.token) ?? state)
    .on('PUT', BLACKLIST_PATHS.public, ({ params, body }) => {
      state.ignored = body.ignored;
      state.allowedTasks = body.ignored ? (body.allowedTasks ?? []) : [];
      return mine(params.token) ?? state;
    });
  return { handler: fake.handler, state };
}

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

describe('IgnorePhoneView', () => {
  it('shows a receiving client their masked phone, and opts them out keeping the messages they chose', async () => {
    const api = publicApi({ ignored: false });
    const rendered = await renderScreen(<IgnorePhoneView token={TOKEN} brandName="SalonNotify" />, { route: 'ignorePhone', api: api.handler });
    expect(screen.getByRole('heading', { level: 1, name: 'Message preferences' })).toBeInTheDocument();
    expect(await screen.findByText('Phone: +7•••••••0001')).toBeInTheDocument();
    expect(screen.getByText('You receive messages')).toBeInTheDocument();
    // The page names the business and its messages as a client knows them, in the tab's title too.
    expect(screen.getByText('Beauty Studio Aurora sends messages to this phone.')).toBeInTheDocument();
    expect(document.title).toBe('Messages from Beauty Studio Aurora');
    const kinds = within(screen.getByRole('group', { name: 'Still send me these messages (optional)' }));
    expect(kinds.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Reminders of your visits', 'Requests to rate a visit']);

    const user = userEvent.setup({ delay: null });
    await user.click(kinds.getByLabelText('Reminders of your visits'));
    await user.click(screen.getByRole('button', { name: 'Stop sending me messages' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Done: from now on you receive only the messages you kept.');
    expect(screen.getByText('You have opted out')).toBeInTheDocument();
    expect(screen.getByText('Beauty Studio Aurora sends you only these messages: reminders of your visits.')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path, body: { ignored: true, allowedTasks: ['visitReminder'] } });
    expect(screen.getByRole('button', { name: 'Send me messages again' })).toBeInTheDocument();
  });

  it('opts an opted-out client back in and says so', async () => {
    const api = publicApi({ ignored: true, businessName: null });
    const rendered = await renderScreen(<IgnorePhoneView token={TOKEN} brandName="SalonNotify" />, { route: 'ignorePhone', api: api.handler });
    expect(await screen.findByText('You have opted out')).toBeInTheDocument();
    expect(screen.getByText('This business sends you no messages.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me messages again' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Done: you will receive messages from this business again.');
    expect(screen.getByText('You receive messages')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path, body: { ignored: false, allowedTasks: [] } });
    expect(api.state.ignored).toBe(false);
  });

  it('says the token is not valid for a link the API does not know', async () => {
    await renderScreen(<IgnorePhoneView token={TOKEN} brandName="SalonNotify" />, {
      route: 'ignorePhone',
      api: fakeApi().on('GET', BLACKLIST_PATHS.public, () => apiError(404, 'IGNORE_LINK_INVALID', 'This link is not valid')).handler,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Token not valid' })).toBeInTheDocument();
    expect(screen.getByText('This link is broken or out of date. Ask the business that sent it for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    await renderScreen(<IgnorePhoneView token={TOKEN} brandName="SalonNotify" />, { route: 'ignorePhone', locale: 'uk-UA', api: publicApi({ ignored: false }).handler });
    expect(await screen.findByText('Ви отримуєте повідомлення')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Не надсилати мені повідомлення' })).toBeInTheDocument();
  });
});
