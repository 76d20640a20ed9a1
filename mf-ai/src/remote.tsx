import { defineRemote, lazyScreen, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, screenCatalog } from './catalog';

// Each screen loads on first use: the list's first visit carries the list alone.
const BotsScreen = lazyScreen(() => import('./flowCopilotBots/BotsScreen'), 'BotsScreen', screenCatalog('flowCopilotBots'));
const BotScreen = lazyScreen(() => import('./flowCopilotBots/bot/BotScreen'), 'BotScreen', screenCatalog('flowCopilotBots/bot'));

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
