import { defineRemote, lazyScreen, plainScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { publicViewCatalogs, screenCatalog } from './catalog';

// Each screen loads on first use: the list's first visit carries the list alone.
const BotsScreen = lazyScreen(() => import('./flow-copilot-bots/BotsScreen'), 'BotsScreen', screenCatalog('flow-copilot-bots'));
const BotScreen = lazyScreen(() => import('./flow-copilot-bots/bot/BotScreen'), 'BotScreen', screenCatalog('flow-copilot-bots/bot'));
const NightBotScreen = lazyScreen(() => import('./flow-copilot-bots/night-bot-quick-start/NightBotQuickStart'), 'NightBotQuickStart', screenCatalog('flow-copilot-bots/night-bot-quick-start'));
// The visitor's public chat: no section chrome and no antd (plain design), in the shell and alone (src/standalone.ts).
const AiChatScreen = plainScreen(lazyScreen(() => import('./public/ai-chat/AiChatScreen'), 'AiChatScreen', publicViewCatalogs.aiChat));

/**
 * mf-ai: AI assistants (issue 33): the list, each assistant's settings with its test chat, the night bot
 * wizard, and the visitor's public chat (/ai-chat/{botId}, embeddable).
 */
export default defineRemote({
  name: 'mf-ai',
  version: pkg.version,
  screens: {
    flowCopilotBots: BotsScreen,
    'flowCopilotBots.bot': BotScreen,
    'flowCopilotBots.nightBotQuickStart': NightBotScreen,
    aiChat: AiChatScreen,
  },
});
