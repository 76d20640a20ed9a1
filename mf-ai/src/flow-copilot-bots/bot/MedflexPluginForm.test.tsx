import { fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { answerWith } from '@cabinet/api/testing';
import { TEST_USER } from '@cabinet/contracts/testing';
import { MEDFLEX_PATHS, type MedflexLpu } from '@cabinet/api/systemAccounts';
import { expectSaveRefusedWhileEmpty, makePlugins, PLUGINS_BOT as BOT, pluginSection, pluginsTab, renderPluginsTab } from '../../testing/pluginsTab';

const session = { status: 'authenticated', user: TEST_USER, roles: [] } as const;
const lpu = (overrides: Partial<MedflexLpu> = {}): MedflexLpu => ({ id: 'l1', sourceId: '31001', name: 'Clinic Zdorovye, Tverskaya', chatApiAccountId: null, chatApiAccountName: null, messageTemplates: [], ...overrides });
const lpusPath = fillPath(MEDFLEX_PATHS.lpus, { userId: TEST_USER.id });

it('says where to connect Medflex when no clinic is connected', async () => {
  const api = pluginsTab();
  await renderPluginsTab(api, { session });
  const medflex = await pluginSection('Medflex clinic (medflex)');
  expect(await within(medflex).findByText('No Medflex clinic is connected to your account yet.')).toBeInTheDocument();
  expect(within(medflex).getByRole('link', { name: 'Connect Medflex' })).toHaveAttribute('href', expect.stringContaining('accounts.medflexLpus'));
  expect(api.callsTo(MEDFLEX_PATHS.lpus, 'GET').map((call) => call.path)).toEqual([lpusPath]);
});

it('refuses turning on without a clinic and actions, shows the API’s refusal at the clinic, then saves the LPU’s Medflex id with the version', async () => {
  let saves = 0;
  const api = pluginsTab(makePlugins({ medflex: { version: 1 } }))
    .on('GET', MEDFLEX_PATHS.lpus, () => [lpu()])
    .on('PUT', AI_DIALOGUE_PATHS.plugin, () => {
      saves += 1;
      if (saves === 1) return answerWith(400, { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { lpuId: 'medflex.lpuNotConnected' } });
      return makePlugins({ medflex: { enabled: true, lpuId: '31001', actions: ['slots', 'book'], version: 2 } });
    });
  await renderPluginsTab(api, { session });
  const medflex = await pluginSection('Medflex clinic (medflex)');
  await within(medflex).findByRole('option', { name: 'Clinic Zdorovye, Tverskaya' });

  await expectSaveRefusedWhileEmpty(api, medflex, 'The assistant may use Medflex', 2);

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
