import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-flows: automated flows, templates, chatbots, blacklist, short links. Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-flows',
  version: pkg.version,
  screens: placeholderScreens(['flows', 'flows.edit', 'flows.editTextInFlows', 'templates', 'templates.yclients', 'templates.altegio', 'templates.iikocrm', 'templates.apicrm', 'templates.add', 'templates.edit', 'chatbots.booking', 'phones.ignore', 'phones.subscribers', 'shortLink', 'ignorePhone', 'shortLinkRedirect']),
});
