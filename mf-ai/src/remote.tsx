import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-ai: AI assistants and the night bot. Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-ai',
  version: pkg.version,
  screens: placeholderScreens(['flowCopilotBots', 'flowCopilotBots.bot', 'flowCopilotBots.nightBotQuickStart', 'aiChat']),
});
