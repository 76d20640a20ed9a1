import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath, PATHS, type FlowType, type PublicIgnoreEntry } from '@cabinet/api';
import { renderScreen, type ApiHandler } from '@cabinet/contracts/testing';
import '../../catalog';
import { IgnorePhoneView } from './IgnorePhoneView';

const TOKEN = 'abc_DEF-123';
const path = fillPath(PATHS.blacklist.public, { token: TOKEN });

/** The public opt-out API of one client: opting out keeps the chosen tasks, opting in removes the entry. */
function publicApi(initial: { ignored: boolean; allowedTasks?: FlowType[] }) {
  const state: PublicIgnoreEntry = {
    phone: '+7•••••••0001',
    ignored: initial.ignored,
    allowedTasks: initial.allowedTasks ?? [],
    availableTasks: ['visitReminder', 'reviewRequest'],
  };
  const handler: ApiHandler = async (request, requested) => {
    if (requested !== path) return undefined;
    if (request.method === 'PUT') {
      const body: { ignored: boolean; allowedTasks: FlowType[] } = await request.json();
      state.ignored = body.ignored;
      state.allowedTasks = body.ignored ? body.allowedTasks : [];
    }
    return Response.json(state);
  };
  return { handler, state };
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

    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByRole('group', { name: 'Still send me these messages (optional)' })).getByLabelText('Visit reminder'));
    await user.click(screen.getByRole('button', { name: 'Stop sending me messages' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Done: from now on you receive only the messages you kept.');
    expect(screen.getByText('You have opted out')).toBeInTheDocument();
    expect(screen.getByText('This business sends you only these messages: Visit reminder.')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path, body: { ignored: true, allowedTasks: ['visitReminder'] } });
    expect(screen.getByRole('button', { name: 'Send me messages again' })).toBeInTheDocument();
  });

  it('opts an opted-out client back in and says so', async () => {
    const api = publicApi({ ignored: true });
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
      api: () => Response.json({ code: 'IGNORE_LINK_INVALID', message: 'This link is not valid' }, { status: 404 }),
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
