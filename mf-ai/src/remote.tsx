import { defineRemote, lazyScreen, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, screenCatalog } from './catalog';

// Each screen loads on first use: the list's first visit carries the list alone.
const BotsScreen = lazyScreen(() => import('./flow-copilot-bots/BotsScreen'), 'BotsScreen', screenCatalog('flow-copilot-bots'));
const BotScreen = lazyScreen(() => import('./flow-copilot-bots/bot/BotScreen'), 'BotScreen', screenCatalog('flow-copilot-bots/bot'));

/**
 * mf-ai: AI assistants (issue 33): the list and each assistant's settings with its test chat. The night bot
 * wizard and the public chat still say honestly that they are not built yet.
 */
export default defineRemote({
  name: 'mf-ai',
  version: pkg.version,
  catalog,
  screens: {
    flowCopilotBots: BotsScreen,
    'flowCopilotBots.bot': BotScreen,
    ...placeholderScreens(['flowCopilotBots.nightBotQuickStart', 'aiChat']),
  },
});
