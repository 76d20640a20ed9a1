import { fillPath } from '@cabinet/api/contract';
import { AI_PATHS, copilotBotSchema, type SaveCopilotBotRequest } from '@cabinet/api/ai';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const settings: SaveCopilotBotRequest = {
  name: 'Lotus at night',
  language: 'en',
  enabled: true,
  instruction: 'You answer at night.',
  temperature: 0.3,
  model: 'gpt-4o-mini',
  workHoursFrom: 9,
  workHoursTo: 21,
  startPhrases: [],
  stopPhrases: [],
  pauseMinutes: 30,
  channelAccountId: null,
};

it('stores a night assistant as the night bot wizard makes it: the business’s day, answered outside', async () => {
  const call = callAs(t.app, (await registerUser(t.app, { email: 'night.owner@example.com' })).token);
  const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Lotus at night', language: 'en' })).json());
  expect(bot.answersOutsideWorkHours).toBe(false);
  const path = fillPath(AI_PATHS.bot, { id: bot.id });

  // Around the clock leaves a night assistant no hour: refused at the work hours.
  const refused = await call('PUT', path, { ...settings, workHoursFrom: -1, workHoursTo: -1, answersOutsideWorkHours: true });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ message: 'Set the work hours the assistant answers outside of', fields: { workHoursTo: 'workHours.required' } });
  // The work hours still run FROM < TO: the night is what lies outside them, not a wrapped interval.
  expect((await call('PUT', path, { ...settings, workHoursFrom: 21, workHoursTo: 9, answersOutsideWorkHours: true })).json()).toMatchObject({ fields: { workHoursTo: 'workHours.order' } });

  const saved = await call('PUT', path, { ...settings, answersOutsideWorkHours: true, version: 1 });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ workHoursFrom: 9, workHoursTo: 21, answersOutsideWorkHours: true, version: 2 });
  // The settings screen's save does not carry the flag: the assistant stays a night one.
  expect((await call('PUT', path, { ...settings, instruction: 'Changed.', version: 2 })).json()).toMatchObject({ answersOutsideWorkHours: true, instruction: 'Changed.' });
  expect((await call('PUT', path, { ...settings, workHoursFrom: -1, workHoursTo: -1 })).json()).toMatchObject({ fields: { workHoursTo: 'workHours.required' } });
  expect((await call('PUT', path, { ...settings, answersOutsideWorkHours: false, workHoursFrom: -1, workHoursTo: -1 })).json()).toMatchObject({ answersOutsideWorkHours: false, workHoursFrom: -1 });
});
