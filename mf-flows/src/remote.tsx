import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, publicViewCatalogs, screenCatalog } from './catalog';
import { withSectionNav } from './shared/SectionNav';

// Each screen loads on first use: the list's first visit carries the list alone, not the editor. The
// signed-in screens show the section's navigation (SectionNav) above them; the public views do not.
const FlowsScreen = withSectionNav(lazyScreen(() => import('./flows/FlowsScreen'), 'FlowsScreen', screenCatalog('flows')));
const FlowEditorScreen = withSectionNav(lazyScreen(() => import('./flows/edit/FlowEditorScreen'), 'FlowEditorScreen', screenCatalog('flows/edit')));
const EditTextInFlowsScreen = withSectionNav(lazyScreen(() => import('./flows/EditTextInFlows/EditTextInFlowsScreen'), 'EditTextInFlowsScreen', screenCatalog('flows/EditTextInFlows')));
const TemplatesScreen = withSectionNav(lazyScreen(() => import('./templates/TemplatesScreen'), 'TemplatesScreen', screenCatalog('templates')));
const IntegrationTemplatesScreen = withSectionNav(lazyScreen(() => import('./templates/IntegrationTemplatesScreen'), 'IntegrationTemplatesScreen', screenCatalog('templates')));
const AddFromTemplateScreen = withSectionNav(lazyScreen(() => import('./templates/add/AddFromTemplateScreen'), 'AddFromTemplateScreen', screenCatalog('templates/add')));
const ChatbotsScreen = withSectionNav(lazyScreen(() => import('./chatbots/booking/ChatbotsScreen'), 'ChatbotsScreen', screenCatalog('chatbots/booking')));
const BlacklistScreen = withSectionNav(lazyScreen(() => import('./phones/ignore/BlacklistScreen'), 'BlacklistScreen', screenCatalog('phones/ignore')));
const SubscribersScreen = withSectionNav(lazyScreen(() => import('./phones/subscribers/SubscribersScreen'), 'SubscribersScreen', screenCatalog('phones/subscribers')));
const ShortLinksScreen = withSectionNav(lazyScreen(() => import('./short-link/ShortLinksScreen'), 'ShortLinksScreen', screenCatalog('short-link')));
const IgnorePhoneScreen = lazyScreen(() => import('./public/il/IgnorePhoneScreen'), 'IgnorePhoneScreen', publicViewCatalogs.ignorePhone);
const ShortLinkRedirectScreen = lazyScreen(() => import('./public/to/ShortLinkRedirectScreen'), 'ShortLinkRedirectScreen', publicViewCatalogs.shortLinkRedirect);

/**
 * mf-flows: automated flows, templates, chatbots, blacklist, short links.
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
