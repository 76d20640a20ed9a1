import { configure, fireEvent, screen } from '@testing-library/react';
import { AI_PATHS, answersAt, saveCopilotBotRequestSchema } from '@cabinet/api/ai';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { makeBot } from '../../testing/bots';
import { NightBotQuickStart } from './NightBotQuickStart';

configure({ asyncUtilTimeout: 5000 });

const created = makeBot({ id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', name: 'Lotus salon', channel: null, version: 1 });

function wizardApi(save?: () => Response) {
  return fakeApi()
    .on('GET', CHANNEL_ACCOUNTS_PATHS.list, () => ({ accounts: [], instanceLimit: 1, instanceCount: 0 }))
    .on('POST', AI_PATHS.bots, () => created)
    .on('PUT', AI_PATHS.bot, ({ body }) => save?.() ?? { ...created, ...saveCopilotBotRequestSchema.parse(body), version: 2 })
    .on('DELETE', AI_PATHS.bot, () => undefined);
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

it('walks four steps and creates an assistant that answers outside the business’s work hours', async () => {
  const api = wizardApi();
  const rendered = await renderScreen(<NightBotQuickStart />, { route: 'flowCopilotBots.nightBotQuickStart', api: api.handler });
  expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 4: Name and language' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Name of the assistant'), { target: { value: ' Lotus salon ' } });
  next();
  // The business's day must run FROM < TO (spec section 5): refused before going on.
  fireEvent.change(screen.getByRole('combobox', { name: 'The business opens at' }), { target: { value: '22' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'The business closes at' }), { target: { value: '8' } });
  next();
  expect(await screen.findByText('FROM must be less than TO: the business must open before it closes')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('combobox', { name: 'The business opens at' }), { target: { value: '9' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'The business closes at' }), { target: { value: '20' } });
  expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 4: Your work hours' })).toBeInTheDocument();
  // Mended hours take the refusal away and say when the assistant answers.
  expect(screen.getByText('The assistant answers from 20:00 to 9:00, while the business is closed, and keeps silent during the day.')).toBeInTheDocument();
  next();
  expect(screen.getByLabelText('Instruction (prompt)')).toBe(screen.getByDisplayValue(/^You answer the clients of Lotus salon at night/));
  next();
  expect(screen.getByText('“Lotus salon” will answer in English from 20:00 to 9:00.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Create the night assistant' }));
  expect(await screen.findByText('The night assistant “Lotus salon” is created')).toBeInTheDocument();

  expect(api.callsTo(AI_PATHS.bots, 'POST')[0]?.body).toEqual({ name: 'Lotus salon', language: 'en' });
  const saved = saveCopilotBotRequestSchema.parse(api.callsTo(AI_PATHS.bot, 'PUT')[0]?.body);
  expect(saved).toMatchObject({ workHoursFrom: 9, workHoursTo: 20, answersOutsideWorkHours: true, enabled: true, channelAccountId: null, version: 1 });
  // The hours inverted: it answers at 23:00 and 7:00, not at noon.
  const night = { workHoursFrom: saved.workHoursFrom, workHoursTo: saved.workHoursTo, answersOutsideWorkHours: true };
  expect([23, 7, 12].map((hour) => answersAt(night, hour))).toEqual([true, true, false]);
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'flowCopilotBots.bot', params: { copilotBotId: created.id } }));
});

it('says the night assistant could not be created and leaves none half made', async () => {
  const api = wizardApi(() => apiError(400, 'VALIDATION_FAILED', 'This channel account is not one of yours', { channelAccountId: 'channel.unknown' }));
  await renderScreen(<NightBotQuickStart />, { route: 'flowCopilotBots.nightBotQuickStart', api: api.handler });
  next();
  next();
  next();
  fireEvent.click(screen.getByRole('button', { name: 'Create the night assistant' }));
  expect(await screen.findByText('The night assistant could not be created')).toBeInTheDocument();
  expect(api.callsTo(AI_PATHS.bot, 'DELETE')).toHaveLength(1);
});

it('asks for a name before going on', async () => {
  await renderScreen(<NightBotQuickStart />, { route: 'flowCopilotBots.nightBotQuickStart', api: wizardApi().handler });
  fireEvent.change(screen.getByLabelText('Name of the assistant'), { target: { value: '  ' } });
  next();
  expect(await screen.findByText('Enter a name')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 4: Name and language' })).toBeInTheDocument();
});
