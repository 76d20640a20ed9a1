import { accountDomain } from './account/module';
import { aiDomain } from './ai/module';
import { aiDemoDialoguesDomain } from './ai/standIns/demoDialogues';
import { pagesStandInDomain } from './ai/standIns/pages';
import { adminDomain } from './admin/module';
import { blacklistDomain } from './blacklist/module';
import { businessDomain } from './business/module';
import { channelsDomain } from './channels/module';
import { chatbotsDomain } from './chatbots/module';
import { devDomain } from './dev/module';
import { distributionsDomain } from './distributions/module';
import { flowsDomain } from './flows/module';
import { insightsDomain } from './insights/module';
import { messagingDomain } from './messaging/module';
import { newsDomain } from './news/module';
import { onboardingDomain } from './onboarding/module';
import { paymentsDomain } from './payments/module';
import { qualityDomain } from './quality/module';
import { qualityDemoDomain } from './quality/standIns/demo';
import { paymentStandInsDomain } from './payments/providers/standIns/module';
import type { DomainModule } from './platform/DomainModule';
import { languageModelStandInDomain } from './platform/languageModel/standIns/module';
import { shortLinksDomain } from './shortLinks/module';
import { standInsDomain } from './channels/standIns/module';
import { subscribersDomain } from './subscribers/module';
import { systemAccountsDomain } from './systemAccounts/module';
import { systemAccountStandInsDomain } from './systemAccounts/standIns/module';
import { widgetsDomain } from './widgets/module';

/**
 * Every domain of the API, in the order their migrations run and their demo rows are seeded: a domain
 * may reference (foreign keys, rows) only domains before it. Account comes first: everything belongs to
 * a user. A new domain is a folder with a module.ts, added here.
 */
export const DOMAINS: readonly DomainModule[] = [
  accountDomain,
  newsDomain,
  flowsDomain,
  blacklistDomain,
  shortLinksDomain,
  chatbotsDomain,
  subscribersDomain,
  businessDomain,
  channelsDomain,
  messagingDomain,
  insightsDomain,
  distributionsDomain,
  standInsDomain,
  devDomain,
  onboardingDomain,
  paymentsDomain,
  paymentStandInsDomain,
  systemAccountsDomain,
  systemAccountStandInsDomain,
  widgetsDomain,
  languageModelStandInDomain,
  pagesStandInDomain,
  aiDomain,
  aiDemoDialoguesDomain,
  adminDomain,
  qualityDomain,
  qualityDemoDomain,
];
