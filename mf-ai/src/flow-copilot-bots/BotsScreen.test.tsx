import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_PATHS } from '@cabinet/api/ai';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { makeBot } from '../testing/bots';
import { BotsScreen } from './BotsScreen';

configure({ asyncUtilTimeout: 5000 });

it('lists the assistants with state, channel, dialogues today and balance', async () => {
  const api = fakeApi().on('GET', AI_PATHS.bots, () => [makeBot(), makeBot({ id: 'b2', name: 'Night bot', enabled: false, state: 'disabled', channel: null, dialoguesToday: 0, balanceCents: 0 })]);
  await renderScreen(<BotsScreen />, { route: 'flowCopilotBots', api: api.handler });
  const table = await screen.findByRole('table', { name: 'Your AI assistants' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1] ?? table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Lotus front desk', 'Answering', 'Salon WhatsApp, +79001234567', '4', '$42.50']);
  expect(within(rows[2] ?? table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Night bot', 'Switched off', 'None', '0', '$0']);
});

it('offers the first assistant on an empty list, on the new assistant’s page', async () => {
  const api = fakeApi().on('GET', AI_PATHS.bots, () => []);
  const rendered = await renderScreen(<BotsScreen />, { route: 'flowCopilotBots', api: api.handler });
  expect(await screen.findByText('No assistants yet: name your first one to set it up.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Create an assistant' }));
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'flowCopilotBots.bot', params: { copilotBotId: 'new' } }));
});
