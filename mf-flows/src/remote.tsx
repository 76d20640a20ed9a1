import { defineRemote } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';
import { EditTextInFlowsScreen } from './flows/EditTextInFlows/EditTextInFlowsScreen';
import { FlowEditorScreen } from './flows/edit/FlowEditorScreen';
import { FlowsScreen } from './flows/FlowsScreen';
import { AddFromTemplateScreen } from './templates/add/AddFromTemplateScreen';
import { IntegrationTemplatesScreen } from './templates/IntegrationTemplatesScreen';
import { TemplatesScreen } from './templates/TemplatesScreen';
import { ChatbotsScreen } from './chatbots/booking/ChatbotsScreen';
import { BlacklistScreen } from './phones/ignore/BlacklistScreen';
import { SubscribersScreen } from './phones/subscribers/SubscribersScreen';
import { IgnorePhoneScreen } from './public/il/IgnorePhoneScreen';
import { ShortLinkRedirectScreen } from './public/to/ShortLinkRedirectScreen';
import { ShortLinksScreen } from './short-link/ShortLinksScreen';

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
    templates: TemplatesScreen,
    'templates.yclients': IntegrationTemplatesScreen,
    'templates.altegio': IntegrationTemplatesScreen,
    'templates.iikocrm': IntegrationTemplatesScreen,
    'templates.apicrm': IntegrationTemplatesScreen,
    'templates.add': AddFromTemplateScreen,
    'chatbots.booking': ChatbotsScreen,
    'phones.ignore': BlacklistScreen,
    'phones.subscribers': SubscribersScreen,
    shortLink: ShortLinksScreen,
    ignorePhone: IgnorePhoneScreen,
    shortLinkRedirect: ShortLinkRedirectScreen,
    'flows.edit': FlowEditorScreen,
    'flows.editTextInFlows': EditTextInFlowsScreen,
    'templates.edit': FlowEditorScreen,
  },
});
