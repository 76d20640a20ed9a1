import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS, AI_PATHS, type CopilotBotPlugins } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { answerWith, fakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import { MEDFLEX_PATHS, SYSTEM_ACCOUNT_PATHS, type MedflexLpu } from '@cabinet/api/systemAccounts';
import '../../catalog';
import { PluginsTab } from './PluginsTab';

configure({ asyncUtilTimeout: 5000 });

const BOT = 'bot-1';
const at = { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT }, session: { status: 'authenticated', user: TEST_USER, roles: [] } } as const;
const plugins = (medflex: Partial<CopilotBotPlugins['medflex']> = {}): CopilotBotPlugins => ({
  humanHandoff: { enabled: false, notifications: [], whenToCall: '', answerInstruction: '', notificationText: '', stopDialogue: true, version: 0 },
  rest: { enabled: false, method: 'GET', url: '', whenToCall: '', params: [], version: 0 },
  followUp: { enabled: false, delayHours: 3, text: 'Any other questions?', version: 0 },
  yclientsSalon: { enabled: false, companyId: '', actions: [], version: 0 },
  altegioSalon: { enabled: false, companyId: '', actions: [], version: 0 },
  medflex: { enabled: false, lpuId: '', actions: [], version: 0, ...medflex },
  flowerShop: { enabled: false, shopName: '', city: '', site: '', address: '', prices: '', version: 0 },
  sendFile: { enabled: false, sourceId: '', whenToSend: '', version: 0 },
});
const lpu = (overrides: Partial<MedflexLpu> = {}): MedflexLpu => ({ id: 'l1', sourceId: '31001', name: 'Clinic Zdorovye, Tverskaya', chatApiAccountId: null, chatApiAccountName: null, messageTemplates: [], ...overrides });
const lpusPath = fillPath(MEDFLEX_PATHS.lpus, { userId: TEST_USER.id });

it('says where to connect Medflex when no clinic is connected', async () => {
  const api = fakeApi()
    .on('GET', AI_DIALOGUE_PATHS.plugins, () => plugins())
    .on('GET', SYSTEM_ACCOUNT_PATHS.booking, () => [])
    .on('GET', AI_PATHS.knowledge, () => ({ sources: [], fileMaxMb: 10, fileExtensions: ['pdf'] }))
    .on('GET', MEDFLEX_PATHS.lpus, () => []);
  await renderScreen(<PluginsTab botId={BOT} />, { ...at, api: api.handler });
  const medflex = await screen.findByRole('region', { name: 'Medflex clinic (medflex)' });
  expect(await within(medflex).findByText('No Medflex clinic is connected to your account yet.')).toBeInTheDocument();
  expect(within(medflex).getByRole('link', { name: 'Connect Medflex' })).toHaveAttribute('href', expect.stringContaining('accounts.medflexLpus'));
  expect(api.callsTo(MEDFLEX_PATHS.lpus, 'GET').map((call) => call.path)).toEqual([lpusPath]);
});

it('refuses turning on without a clinic and actions, shows the API’s refusal at the clinic, then saves the LPU’s Medflex id with the version', async () => {
  let saves = 0;
  const api = fakeApi()
    .on('GET', AI_DIALOGUE_PATHS.plugins, () => plugins({ version: 1 }))
    .on('GET', SYSTEM_ACCOUNT_PATHS.booking, () => [])
    .on('GET', AI_PATHS.knowledge, () => ({ sources: [], fileMaxMb: 10, fileExtensions: ['pdf'] }))
    .on('GET', MEDFLEX_PATHS.lpus, () => [lpu()])
    .on('PUT', AI_DIALOGUE_PATHS.plugin, () => {
      saves += 1;
      if (saves === 1) return answerWith(400, { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { lpuId: 'medflex.lpuNotConnected' } });
      return plugins({ enabled: true, lpuId: '31001', actions: ['slots', 'book'], version: 2 });
    });
  await renderScreen(<PluginsTab botId={BOT} />, { ...at, api: api.handler });
  const medflex = await screen.findByRole('region', { name: 'Medflex clinic (medflex)' });
  await within(medflex).findByRole('option', { name: 'Clinic Zdorovye, Tverskaya' });

  fireEvent.click(within(medflex).getByRole('switch', { name: 'The assistant may use Medflex' }));
  fireEvent.click(within(medflex).getByRole('button', { name: 'Save' }));
  expect(await within(medflex).findAllByText('The field cannot be empty')).toHaveLength(2);
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT')).toHaveLength(0);

  fireEvent.change(within(medflex).getByRole('combobox', { name: 'Clinic (LPU)' }), { target: { value: '31001' } });
  fireEvent.click(within(medflex).getByRole('checkbox', { name: 'Find a doctor’s free slots' }));
  fireEvent.click(within(medflex).getByRole('checkbox', { name: 'Book an appointment' }));
  fireEvent.click(within(medflex).getByRole('button', { name: 'Save' }));
  expect(await within(medflex).findByText('This clinic is not connected to your account')).toBeInTheDocument();

  fireEvent.click(within(medflex).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT').map((call) => [call.path, call.body])).toEqual([
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'medflex' }), { enabled: true, lpuId: '31001', actions: ['slots', 'book'], version: 1 }],
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'medflex' }), { enabled: true, lpuId: '31001', actions: ['slots', 'book'], version: 1 }],
  ]);
});
