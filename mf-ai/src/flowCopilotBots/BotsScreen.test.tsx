import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_PATHS } from '@cabinet/api/ai';
import { answerWith, fakeApi } from '@cabinet/api/testing';
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

it('offers the first assistant on an empty list, refuses a blank name at the field, and opens the new one’s settings', async () => {
  const api = fakeApi()
    .on('GET', AI_PATHS.bots, () => [])
    .on('POST', AI_PATHS.bots, () => answerWith(201, makeBot({ id: 'new-bot', name: 'Reception' })));
  const rendered = await renderScreen(<BotsScreen />, { route: 'flowCopilotBots', api: api.handler });
  expect(await screen.findByText('No assistants yet: name your first one to set it up.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Create an assistant' }));
  expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Name of the new assistant'), { target: { value: 'Reception' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create an assistant' }));
  expect(await screen.findByText('The assistant “Reception” is created')).toBeInTheDocument();
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'flowCopilotBots.bot', params: { copilotBotId: 'new-bot' } }));
  expect(rendered.requests.find((request) => request.body !== undefined)?.body).toEqual({ name: 'Reception', language: 'en' });
});
