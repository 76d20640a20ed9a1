import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS, AI_PATHS, type CopilotBotPlugins } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { answerWith, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import '../../catalog';
import { PluginsTab } from './PluginsTab';

configure({ asyncUtilTimeout: 5000 });

const BOT = 'bot-1';
const at = { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT } } as const;
const plugins = (sendFile: Partial<CopilotBotPlugins['sendFile']> = {}): CopilotBotPlugins => ({
  humanHandoff: { enabled: false, notifications: [], whenToCall: '', answerInstruction: '', notificationText: '', stopDialogue: true, version: 0 },
  rest: { enabled: false, method: 'GET', url: '', whenToCall: '', params: [], version: 0 },
  followUp: { enabled: false, delayHours: 3, text: 'Any other questions?', version: 0 },
  yclientsSalon: { enabled: false, companyId: '', actions: [], version: 0 },
  altegioSalon: { enabled: false, companyId: '', actions: [], version: 0 },
  medflex: { enabled: false, lpuId: '', actions: [], version: 0 },
  flowerShop: { enabled: false, shopName: '', city: '', site: '', address: '', prices: '', version: 0 },
  sendFile: { enabled: false, sourceId: '', whenToSend: '', version: 0, ...sendFile },
});

const source = (id: string, kind: 'file' | 'qa', name: string) => ({ id, kind, name, url: null, answer: kind === 'qa' ? 'Yes' : null, sizeBytes: kind === 'file' ? 2048 : null, state: 'ready' as const, error: null, passages: 3, version: 1, updatedAt: '2026-11-27T10:00:00.000Z' });

it('offers only the knowledge base’s files, needs one and the rule while on, shows the API’s refusal, then saves with the version', async () => {
  let saves = 0;
  const api = fakeApi()
    .on('GET', AI_DIALOGUE_PATHS.plugins, () => plugins({ version: 4 }))
    .on('GET', SYSTEM_ACCOUNT_PATHS.booking, () => [])
    .on('GET', AI_PATHS.knowledge, () => ({ sources: [source('f1', 'file', 'Price list.pdf'), source('q1', 'qa', 'Can I pay by card?')], fileMaxMb: 10, fileExtensions: ['pdf'] }))
    .on('PUT', AI_DIALOGUE_PATHS.plugin, () => {
      saves += 1;
      if (saves === 1) return answerWith(400, { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { sourceId: 'sendFile.fileUnknown' } });
      return plugins({ enabled: true, sourceId: 'f1', whenToSend: 'when asked for the "price list"', version: 5 });
    });
  await renderScreen(<PluginsTab botId={BOT} />, { ...at, api: api.handler });
  const section = await screen.findByRole('region', { name: 'Send a file (send_file)' });
  await within(section).findByRole('option', { name: 'Price list.pdf' });
  expect(within(section).queryByRole('option', { name: 'Can I pay by card?' })).not.toBeInTheDocument();

  fireEvent.click(within(section).getByRole('switch', { name: 'The assistant may send the file' }));
  fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await within(section).findAllByText('The field cannot be empty')).toHaveLength(2);
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT')).toHaveLength(0);

  fireEvent.change(within(section).getByRole('combobox', { name: 'File' }), { target: { value: 'f1' } });
  fireEvent.change(within(section).getByRole('textbox', { name: 'When to send it' }), { target: { value: 'when asked for the "price list"' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await within(section).findByText('This file is not in the assistant’s knowledge base')).toBeInTheDocument();
  fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT').map((call) => [call.path, call.body])).toEqual([
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'send_file' }), { enabled: true, sourceId: 'f1', whenToSend: 'when asked for the "price list"', version: 4 }],
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'send_file' }), { enabled: true, sourceId: 'f1', whenToSend: 'when asked for the "price list"', version: 4 }],
  ]);
});
