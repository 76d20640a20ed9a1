import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_PATHS, saveCopilotBotRequestSchema, type CopilotBot } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { answerWith, apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { makeBot } from '../../testing/bots';
import { BotScreen } from './BotScreen';

configure({ asyncUtilTimeout: 5000 });

const stored = makeBot();
const onePath = fillPath(AI_PATHS.bot, { id: stored.id });

function botApi(bot: CopilotBot, overrides: { save?: () => Response; chat?: () => unknown } = {}) {
  return fakeApi()
    .on('GET', AI_PATHS.bot, () => bot)
    .on('GET', CHANNEL_ACCOUNTS_PATHS.list, () => ({ accounts: [], instanceLimit: 1, instanceCount: 0 }))
    .on('PUT', AI_PATHS.bot, ({ body }) => overrides.save?.() ?? { ...bot, ...saveCopilotBotRequestSchema.parse(body), version: bot.version + 1 })
    .on('POST', AI_PATHS.testChat, () => overrides.chat?.() ?? { text: 'Stand-in model: “We are open every day from 10:00 to 20:00.”', answeredBy: { kind: 'standIn', model: 'gpt-4o-mini' }, usage: { inputTokens: 40, outputTokens: 20 }, citations: [] });
}

const render = (api: ReturnType<typeof botApi>) => renderScreen(<BotScreen />, { route: 'flowCopilotBots.bot', params: { copilotBotId: stored.id }, api: api.handler });
const enter = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('saves the whole settings with the version they were based on', async () => {
  const rendered = await render(botApi(stored));
  expect(await screen.findByDisplayValue('Lotus front desk')).toBeInTheDocument();
  enter('Instruction (prompt)', 'A haircut costs 40 dollars.');
  fireEvent.change(screen.getByRole('combobox', { name: 'Model' }), { target: { value: 'gpt-4o' } });
  enter('Start phrases', 'hello\n\n good morning ');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The assistant “Lotus front desk” is saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === onePath && request.body !== undefined)?.body).toMatchObject({
    instruction: 'A haircut costs 40 dollars.',
    model: 'gpt-4o',
    startPhrases: ['hello', 'good morning'],
    stopPhrases: ['call a person'],
    channelAccountId: stored.channel?.id,
    version: 2,
  });
});

it('refuses overlapping start and stop phrases at the field before sending, and shows the API’s refusal there too, keeping what was typed', async () => {
  const rendered = await render(botApi(stored, { save: () => apiError(400, 'VALIDATION_FAILED', 'FROM must be less than TO', { workHoursTo: 'workHours.order' }) }));
  await screen.findByDisplayValue('Lotus front desk');
  enter('Stop phrases', 'HELLO');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Start and stop phrases must not match or overlap')).toBeInTheDocument();
  expect(rendered.requests.filter((request) => request.path === onePath && request.body !== undefined)).toHaveLength(0);

  enter('Stop phrases', 'stop');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('FROM must be less than TO')).toBeInTheDocument();
  expect(screen.getByLabelText('Stop phrases')).toHaveValue('stop');
});

it('answers in the test chat through the API and says the stand-in answered', async () => {
  const rendered = await render(botApi(stored));
  await screen.findByDisplayValue('Lotus front desk');
  enter('Message', 'When are you open?');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const log = screen.getByRole('log', { name: 'Test dialogue' });
  expect(await within(log).findByText(/We are open every day/)).toBeInTheDocument();
  expect(within(log).getByText(/Answered by the local stand-in model \(gpt-4o-mini\)/)).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === fillPath(AI_PATHS.testChat, { id: stored.id }))?.body).toEqual({ messages: [{ role: 'client', text: 'When are you open?' }] });
});

it('says why the assistant could not answer', async () => {
  await render(botApi(stored, { chat: () => answerWith(504, { code: 'LANGUAGE_MODEL_TIMEOUT', message: 'The language model did not answer within 30 s' }) }));
  await screen.findByDisplayValue('Lotus front desk');
  enter('Message', 'Hi');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The language model did not answer in time. Try again.')).toBeInTheDocument();
});

it('says a provider’s error in our words, its own words after them', async () => {
  await render(botApi(stored, { chat: () => answerWith(502, { code: 'LANGUAGE_MODEL_FAILED', message: 'HTTP 429: rate limit reached' }) }));
  await screen.findByDisplayValue('Lotus front desk');
  enter('Message', 'Hi');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The language model answered with an error. Try again. The provider says: HTTP 429: rate limit reached')).toBeInTheDocument();
});

it('names a new assistant on /flowCopilotBots/new, refusing a blank name at the field, and opens its settings', async () => {
  const api = fakeApi().on('POST', AI_PATHS.bots, () => answerWith(201, makeBot({ id: 'new-bot', name: 'Reception' })));
  const rendered = await renderScreen(<BotScreen />, { route: 'flowCopilotBots.bot', params: { copilotBotId: 'new' }, api: api.handler });
  fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
  expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
  enter('Name of the new assistant', 'Reception');
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('The assistant “Reception” is created')).toBeInTheDocument();
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'flowCopilotBots.bot', params: { copilotBotId: 'new-bot' } }));
  expect(rendered.requests.find((request) => request.path === AI_PATHS.bots)?.body).toEqual({ name: 'Reception', language: 'en' });
});

it('shows the passages an answer cites', async () => {
  await render(
    botApi(stored, {
      chat: () => ({
        text: 'Stand-in model: “[1] Cancellations / A visit can be cancelled up to a day before it.”',
        answeredBy: { kind: 'standIn', model: 'gpt-4o-mini' },
        usage: { inputTokens: 60, outputTokens: 20 },
        citations: [{ number: 1, sourceId: 's1', sourceName: 'Rules.pdf', kind: 'file', text: 'Cancellations / A visit can be cancelled up to a day before it.' }],
      }),
    }),
  );
  await screen.findByDisplayValue('Lotus front desk');
  enter('Message', 'Can I cancel?');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const sources = await screen.findByRole('list', { name: 'Sources of this answer' });
  expect(within(sources).getByRole('listitem')).toHaveTextContent('[1] File “Rules.pdf”: “Cancellations / A visit can be cancelled up to a day before it.”');
});

it('says an assistant with no balance left cannot answer, in the spec’s words', async () => {
  await render(botApi(stored, { chat: () => answerWith(402, { code: 'COPILOT_BOT_NO_BALANCE', message: 'The assistant’s balance is exhausted' }) }));
  await screen.findByDisplayValue('Lotus front desk');
  enter('Message', 'Hi');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The assistant’s balance is exhausted: top it up with at least $20 for it to answer.')).toBeInTheDocument();
});

it('deletes the assistant only once the owner confirms, and goes back to the list', async () => {
  const api = botApi(stored).on('DELETE', AI_PATHS.bot, () => new Response(null, { status: 204 }));
  const rendered = await render(api);
  const deletes = () => api.callsTo(AI_PATHS.bot, 'DELETE');
  await screen.findByDisplayValue('Lotus front desk');
  fireEvent.click(screen.getByRole('button', { name: 'Delete the assistant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete the assistant “Lotus front desk”?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deletes()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Delete the assistant' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the assistant “Lotus front desk”?' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('The assistant “Lotus front desk” is deleted')).toBeInTheDocument();
  expect(deletes().map((call) => call.path)).toEqual([onePath]);
  expect(rendered.navigations).toContainEqual(expect.objectContaining({ id: 'flowCopilotBots' }));
});
