import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';
import { FlowsScreen } from './flows/FlowsScreen';

/**
 * mf-flows: automated flows, templates, chatbots, blacklist, short links. A route whose screen is not
 * built yet says so honestly, until its part of issue 3 lands.
 */
export default defineRemote({
  name: 'mf-flows',
  version: pkg.version,
  catalog,
  screens: {
    flows: FlowsScreen,
    ...placeholderScreens([
      'flows.edit',
      'flows.editTextInFlows',
      'templates',
      'templates.yclients',
      'templates.altegio',
      'templates.iikocrm',
      'templates.apicrm',
      'templates.add',
      'templates.edit',
      'chatbots.booking',
      'phones.ignore',
      'phones.subscribers',
      'shortLink',
      'ignorePhone',
      'shortLinkRedirect',
    ]),
  },
});
