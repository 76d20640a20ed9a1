import { fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS, AI_PATHS, type CopilotBotPlugins, type KnowledgeSource } from '@cabinet/api/ai';
import { fakeApi, type FakeApi } from '@cabinet/api/testing';
import { renderScreen, type RenderedScreen, type ScreenOptions } from '@cabinet/contracts/testing';
import { MEDFLEX_PATHS, SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import '../catalog';
import { PluginsTab } from '../flow-copilot-bots/bot/PluginsTab';

/*
 * The Plugins tab's test kit: its API answers with nothing connected, which a test extends with the answers
 * its plugin reads (a later answer of the same endpoint wins), and the tab rendered as the bot screen shows it.
 */

export const PLUGINS_BOT = 'bot-1';

/** Some fields of some plugins, over makePlugins' defaults. */
export type PluginsOverrides = { [K in keyof CopilotBotPlugins]?: Partial<CopilotBotPlugins[K]> };

/** Every plugin as GET …/Plugins answers it: off and empty (version 0) but for `overrides`. */
export function makePlugins(overrides: PluginsOverrides = {}): CopilotBotPlugins {
  return {
    humanHandoff: { enabled: false, notifications: [], whenToCall: '', answerInstruction: '', notificationText: '', stopDialogue: true, version: 0, ...overrides.humanHandoff },
    rest: { enabled: false, method: 'GET', url: '', whenToCall: '', params: [], version: 0, ...overrides.rest },
    followUp: { enabled: false, delayHours: 3, text: 'Any other questions?', version: 0, ...overrides.followUp },
    yclientsSalon: { enabled: false, companyId: '', actions: [], version: 0, ...overrides.yclientsSalon },
    altegioSalon: { enabled: false, companyId: '', actions: [], version: 0, ...overrides.altegioSalon },
    medflex: { enabled: false, lpuId: '', actions: [], version: 0, ...overrides.medflex },
    flowerShop: { enabled: false, shopName: '', city: '', site: '', address: '', prices: '', version: 0, ...overrides.flowerShop },
    sendFile: { enabled: false, sourceId: '', whenToSend: '', version: 0, ...overrides.sendFile },
  };
}

/** The API answers the tab reads: `plugins`, no booking branch, no Medflex clinic, a knowledge base of `sources`. */
export function pluginsTab(plugins: CopilotBotPlugins = makePlugins(), sources: KnowledgeSource[] = []): FakeApi {
  return fakeApi()
    .on('GET', AI_DIALOGUE_PATHS.plugins, () => plugins)
    .on('GET', SYSTEM_ACCOUNT_PATHS.booking, () => [])
    .on('GET', MEDFLEX_PATHS.lpus, () => [])
    .on('GET', AI_PATHS.knowledge, () => ({ sources, fileMaxMb: 10, fileExtensions: ['pdf'] }));
}

/** Renders the Plugins tab of PLUGINS_BOT on the bot's route, answered by `api`. */
export function renderPluginsTab(api: FakeApi, options: Partial<ScreenOptions> = {}): Promise<RenderedScreen> {
  return renderScreen(<PluginsTab botId={PLUGINS_BOT} />, { route: 'flowCopilotBots.bot', params: { copilotBotId: PLUGINS_BOT }, api: api.handler, ...options });
}

/**
 * The plugin's section once the tab has loaded, found by its heading. The wait is the tests' main cost: a
 * find* query runs again on every change it observes, and while the tab's eight forms first render antd adds
 * its style elements to the head, one after another. So it waits on the heading's text (no accessible names computed)
 * and observes the body only (the 50 ms re-checks stay); the region is then taken once, by role and name.
 */
export async function pluginSection(title: string): Promise<HTMLElement> {
  await screen.findByText(title, { selector: 'h2' }, { container: document.body });
  return screen.getByRole('region', { name: title });
}

/**
 * Turns the section's plugin on (its switch `switchName`) and saves it as it is: `required` of its fields say
 * they cannot be empty, and no save reaches the API.
 */
export async function expectSaveRefusedWhileEmpty(api: FakeApi, section: HTMLElement, switchName: string, required: number): Promise<void> {
  fireEvent.click(within(section).getByRole('switch', { name: switchName }));
  fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await within(section).findAllByText('The field cannot be empty')).toHaveLength(required);
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT')).toHaveLength(0);
}
