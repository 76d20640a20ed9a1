import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';
import { withSectionNav } from './shared/SectionNav';

// Each screen loads on first use: the list's first visit carries the list alone, not the editor. The
// signed-in screens show the section's navigation (SectionNav) above them; the public views do not.
const FlowsScreen = withSectionNav(lazyScreen(() => import('./flows/FlowsScreen'), 'FlowsScreen'));
const FlowEditorScreen = withSectionNav(lazyScreen(() => import('./flows/edit/FlowEditorScreen'), 'FlowEditorScreen'));
const EditTextInFlowsScreen = withSectionNav(lazyScreen(() => import('./flows/EditTextInFlows/EditTextInFlowsScreen'), 'EditTextInFlowsScreen'));
const TemplatesScreen = withSectionNav(lazyScreen(() => import('./templates/TemplatesScreen'), 'TemplatesScreen'));
const IntegrationTemplatesScreen = withSectionNav(lazyScreen(() => import('./templates/IntegrationTemplatesScreen'), 'IntegrationTemplatesScreen'));
const AddFromTemplateScreen = withSectionNav(lazyScreen(() => import('./templates/add/AddFromTemplateScreen'), 'AddFromTemplateScreen'));
const ChatbotsScreen = withSectionNav(lazyScreen(() => import('./chatbots/booking/ChatbotsScreen'), 'ChatbotsScreen'));
const BlacklistScreen = withSectionNav(lazyScreen(() => import('./phones/ignore/BlacklistScreen'), 'BlacklistScreen'));
const SubscribersScreen = withSectionNav(lazyScreen(() => import('./phones/subscribers/SubscribersScreen'), 'SubscribersScreen'));
const ShortLinksScreen = withSectionNav(lazyScreen(() => import('./short-link/ShortLinksScreen'), 'ShortLinksScreen'));
const IgnorePhoneScreen = lazyScreen(() => import('./public/il/IgnorePhoneScreen'), 'IgnorePhoneScreen');
const ShortLinkRedirectScreen = lazyScreen(() => import('./public/to/ShortLinkRedirectScreen'), 'ShortLinkRedirectScreen');
const VisitNotifyScreen = lazyScreen(() => import('./public/vn/VisitNotifyScreen'), 'VisitNotifyScreen');
const RatingScreen = lazyScreen(() => import('./public/rv/RatingScreen'), 'RatingScreen');

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
    visitNotify: VisitNotifyScreen,
    ratingWidget: RatingScreen,
    'flows.edit': FlowEditorScreen,
    'flows.editTextInFlows': EditTextInFlowsScreen,
    'templates.edit': FlowEditorScreen,
  },
});
