import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS, AI_PATHS, type CopilotBotPlugins } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import '../../catalog';
import { PluginsTab } from './PluginsTab';

configure({ asyncUtilTimeout: 5000 });

const BOT = 'bot-1';
const at = { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT } } as const;
const plugins = (flowerShop: Partial<CopilotBotPlugins['flowerShop']> = {}): CopilotBotPlugins => ({
  humanHandoff: { enabled: false, notifications: [], whenToCall: '', answerInstruction: '', notificationText: '', stopDialogue: true, version: 0 },
  rest: { enabled: false, method: 'GET', url: '', whenToCall: '', params: [], version: 0 },
  followUp: { enabled: false, delayHours: 3, text: 'Any other questions?', version: 0 },
  yclientsSalon: { enabled: false, companyId: '', actions: [], version: 0 },
  altegioSalon: { enabled: false, companyId: '', actions: [], version: 0 },
  medflex: { enabled: false, lpuId: '', actions: [], version: 0 },
  flowerShop: { enabled: false, shopName: '', city: '', site: '', address: '', prices: '', version: 0, ...flowerShop },
  sendFile: { enabled: false, sourceId: '', whenToSend: '', version: 0 },
});

it('needs the shop’s name and prices while on and a site that is an address, then saves the shop with the version', async () => {
  const api = fakeApi()
    .on('GET', AI_DIALOGUE_PATHS.plugins, () => plugins({ city: 'Kazan', version: 2 }))
    .on('GET', SYSTEM_ACCOUNT_PATHS.booking, () => [])
    .on('GET', AI_PATHS.knowledge, () => ({ sources: [], fileMaxMb: 10, fileExtensions: ['pdf'] }))
    .on('PUT', AI_DIALOGUE_PATHS.plugin, () => plugins({ enabled: true, shopName: 'Pion', city: 'Kazan', site: 'https://pion.example', prices: 'Roses, 15 — 3500', version: 3 }));
  await renderScreen(<PluginsTab botId={BOT} />, { ...at, api: api.handler });
  const shop = await screen.findByRole('region', { name: 'Flower shop (flower_shop)' });
  expect(within(shop).getByRole('textbox', { name: 'City' })).toHaveValue('Kazan');

  fireEvent.click(within(shop).getByRole('switch', { name: 'The assistant may tell about the shop' }));
  fireEvent.change(within(shop).getByRole('textbox', { name: 'Site' }), { target: { value: 'pion.example' } });
  fireEvent.click(within(shop).getByRole('button', { name: 'Save' }));
  expect(await within(shop).findAllByText('The field cannot be empty')).toHaveLength(2);
  expect(within(shop).getByText('Enter the full address, starting with http:// or https://')).toBeInTheDocument();
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT')).toHaveLength(0);

  fireEvent.change(within(shop).getByRole('textbox', { name: 'Shop name' }), { target: { value: 'Pion' } });
  fireEvent.change(within(shop).getByRole('textbox', { name: 'Site' }), { target: { value: 'https://pion.example' } });
  fireEvent.change(within(shop).getByRole('textbox', { name: 'Prices' }), { target: { value: 'Roses, 15 — 3500' } });
  fireEvent.click(within(shop).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT').map((call) => [call.path, call.body])).toEqual([
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'flower_shop' }), { enabled: true, shopName: 'Pion', city: 'Kazan', site: 'https://pion.example', address: '', prices: 'Roses, 15 — 3500', version: 2 }],
  ]);
});
