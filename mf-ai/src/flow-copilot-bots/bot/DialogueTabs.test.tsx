import { fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS, AI_REPORTS_LIMIT, type CopilotBotPlugins, type DialogueReport } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { makePlugins, PLUGINS_BOT, pluginSection, pluginsTab, renderPluginsTab, type PluginsOverrides } from '../../testing/pluginsTab';
import { ReportsTab } from './ReportsTab';
import { UsageTab } from './UsageTab';

const BOT = PLUGINS_BOT;
const at = { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT } } as const;
const plugins = (humanHandoff: PluginsOverrides['humanHandoff'] = {}): CopilotBotPlugins => makePlugins({ humanHandoff: { whenToCall: 'when the client asks for "a manager"', ...humanHandoff } });

it('edits human_handoff with at most 5 notifications and saves them with the version', async () => {
  const api = pluginsTab(plugins()).on('PUT', AI_DIALOGUE_PATHS.plugin, () => plugins({ enabled: true, version: 1 }));
  const rendered = await renderPluginsTab(api);
  // Queried within its own section: the tab holds every plugin's form.
  const handoff = await pluginSection('Hand over to a person (human_handoff)');
  fireEvent.click(within(handoff).getByRole('switch', { name: 'The assistant may hand dialogues over' }));
  for (let index = 0; index < 5; index += 1) fireEvent.click(within(handoff).getByRole('button', { name: 'Add a notification' }));
  expect(within(handoff).queryByRole('button', { name: 'Add a notification' })).not.toBeInTheDocument();
  expect(within(handoff).getByText('At most 5 notifications')).toBeInTheDocument();
  fireEvent.click(within(handoff).getByRole('button', { name: 'Remove notification 5' }));
  fireEvent.click(within(handoff).getByRole('button', { name: 'Remove notification 4' }));
  fireEvent.click(within(handoff).getByRole('button', { name: 'Remove notification 3' }));
  fireEvent.click(within(handoff).getByRole('button', { name: 'Remove notification 2' }));
  fireEvent.change(within(handoff).getByRole('textbox', { name: 'Notification 1: phone or e-mail' }), { target: { value: '+7 900 555-00-01' } });
  fireEvent.click(within(handoff).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'human_handoff' }))?.body).toMatchObject({
    enabled: true,
    notifications: [{ kind: 'phone', value: '+7 900 555-00-01' }],
    stopDialogue: true,
    version: 0,
  });
});

it('edits the rest plugin: refuses a non-http address and a bad key at their fields, then saves method, URL and parameters', async () => {
  const api = pluginsTab(plugins()).on('PUT', AI_DIALOGUE_PATHS.plugin, () => plugins());
  const rendered = await renderPluginsTab(api);
  const rest = await pluginSection('Your service (rest)');
  fireEvent.click(within(rest).getByRole('switch', { name: 'The assistant may call your service' }));
  fireEvent.change(within(rest).getByRole('combobox', { name: 'Method' }), { target: { value: 'POST' } });
  fireEvent.change(within(rest).getByRole('textbox', { name: 'URL' }), { target: { value: 'ftp://shop.example.com' } });
  fireEvent.click(within(rest).getByRole('button', { name: 'Add a parameter' }));
  fireEvent.change(within(rest).getByRole('textbox', { name: 'Parameter 1: key' }), { target: { value: '1 flower' } });
  fireEvent.click(within(rest).getByRole('button', { name: 'Save' }));
  expect(await within(rest).findByText('The address must be an absolute http or https URL')).toBeInTheDocument();
  expect(within(rest).getByText(/A key is letters, digits/)).toBeInTheDocument();
  expect(rendered.requests.filter((request) => request.path === fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'rest' }))).toHaveLength(0);

  fireEvent.change(within(rest).getByRole('textbox', { name: 'URL' }), { target: { value: 'https://shop.example.com/api/prices' } });
  fireEvent.change(within(rest).getByRole('textbox', { name: 'Parameter 1: key' }), { target: { value: 'flower' } });
  fireEvent.change(within(rest).getByRole('textbox', { name: 'Parameter 1: description' }), { target: { value: 'The flower asked about' } });
  fireEvent.change(within(rest).getByRole('textbox', { name: 'When to call it' }), { target: { value: 'when the client asks a "price"' } });
  fireEvent.click(within(rest).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'rest' }))?.body).toEqual({
    enabled: true,
    method: 'POST',
    url: 'https://shop.example.com/api/prices',
    whenToCall: 'when the client asks a "price"',
    params: [{ key: 'flower', value: '', description: 'The flower asked about' }],
    version: 0,
  });
});

it('edits follow_up: refuses a whitespace-only text at the field, then saves the delay and the text', async () => {
  const api = pluginsTab(plugins()).on('PUT', AI_DIALOGUE_PATHS.plugin, () => plugins());
  const rendered = await renderPluginsTab(api);
  const followUp = await pluginSection('Follow-up message (follow_up)');
  fireEvent.click(within(followUp).getByRole('switch', { name: 'The assistant may write a follow-up' }));
  fireEvent.change(within(followUp).getByRole('textbox', { name: 'Follow-up text' }), { target: { value: '   ' } });
  fireEvent.click(within(followUp).getByRole('button', { name: 'Save' }));
  expect(await within(followUp).findByText('The field cannot be empty')).toBeInTheDocument();
  expect(rendered.requests.filter((request) => request.path === fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'follow_up' }))).toHaveLength(0);

  fireEvent.change(within(followUp).getByRole('spinbutton', { name: 'Delay after the client’s silence, hours (1–23)' }), { target: { value: '5' } });
  fireEvent.change(within(followUp).getByRole('textbox', { name: 'Follow-up text' }), { target: { value: 'Shall we book you in?' } });
  fireEvent.click(within(followUp).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'follow_up' }))?.body).toEqual({
    enabled: true,
    delayHours: 5,
    text: 'Shall we book you in?',
    version: 0,
  });
});

it('shows what clients asked, the answers with their sources, and what was handed over', async () => {
  const report: DialogueReport = {
    id: 'd1',
    clientPhone: '+79991112233',
    startedAt: '2026-11-27T10:00:00.000Z',
    state: 'ready',
    handedOver: true,
    messages: [
      { id: 'm1', role: 'client', text: 'How much is a haircut?', at: '2026-11-27T10:00:00.000Z', outcome: 'answered', detail: null, citations: [], inputTokens: 0, outputTokens: 0 },
      { id: 'm2', role: 'assistant', text: 'From $40 [1]', at: '2026-11-27T10:00:01.000Z', outcome: null, detail: null, citations: [{ sourceName: 'Prices.xlsx', kind: 'file', text: 'Haircut 40' }], inputTokens: 120, outputTokens: 9 },
      { id: 'm3', role: 'client', text: 'A manager please', at: '2026-11-27T10:01:00.000Z', outcome: 'handedOver', detail: null, citations: [], inputTokens: 0, outputTokens: 0 },
    ],
  };
  const api = fakeApi().on('GET', AI_DIALOGUE_PATHS.reports, () => [report]);
  await renderScreen(<ReportsTab botId={BOT} />, { ...at, api: api.handler });
  const dialogue = await screen.findByRole('region', { name: /Dialogue with \+79991112233/ });
  const lines = within(dialogue).getAllByRole('listitem');
  expect(lines[1]).toHaveTextContent('Sources: Prices.xlsx');
  expect(lines[1]).toHaveTextContent('Tokens: 120 in, 9 out');
  expect(lines[2]).toHaveTextContent('Handed over to a person');
  expect(dialogue).toHaveTextContent('Ready');
});

it('says the reports are the newest ones only when the answer holds as many as the API gives, and not before', async () => {
  const report = (index: number): DialogueReport => ({ id: `d${index}`, clientPhone: '+79991112233', startedAt: '2026-11-27T10:00:00.000Z', state: 'ready', handedOver: false, messages: [] });
  const full = fakeApi().on('GET', AI_DIALOGUE_PATHS.reports, () => Array.from({ length: AI_REPORTS_LIMIT }, (_, index) => report(index)));
  const shown = await renderScreen(<ReportsTab botId={BOT} />, { ...at, api: full.handler });
  expect(await screen.findByText('Only the newest 50 dialogues are shown here; the Usage tab counts every one.')).toBeInTheDocument();
  shown.unmount();
  const some = fakeApi().on('GET', AI_DIALOGUE_PATHS.reports, () => [report(1), report(2)]);
  await renderScreen(<ReportsTab botId={BOT} />, { ...at, api: some.handler });
  expect(await screen.findAllByRole('region', { name: /Dialogue with \+79991112233/ })).toHaveLength(2);
  expect(screen.queryByText(/Only the newest/)).not.toBeInTheDocument();
});

it('shows the usage by day and its totals', async () => {
  const api = fakeApi().on('GET', AI_DIALOGUE_PATHS.usage, () => ({
    days: [
      { date: '2026-11-26', dialogues: 0, messages: 0, inputTokens: 0, outputTokens: 0 },
      { date: '2026-11-27', dialogues: 3, messages: 14, inputTokens: 5880, outputTokens: 910 },
    ],
    totals: { dialogues: 3, messages: 14, inputTokens: 5880, outputTokens: 910, costCents: 6 },
  }));
  await renderScreen(<UsageTab botId={BOT} />, { ...at, api: api.handler });
  const table = await screen.findByRole('table', { name: 'Usage by day' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Nov 27');
  expect(rows[1]).toHaveTextContent('5,880');
  expect(screen.getByRole('region', { name: 'In 30 days' })).toHaveTextContent('$0.06');
});
