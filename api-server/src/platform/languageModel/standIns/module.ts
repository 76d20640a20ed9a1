import type { DomainModule } from '../../DomainModule';
import { createLanguageModelStandIn } from './openAi';

/** The language model's stand-in on the development API (never registered in production). */
export const languageModelStandInDomain: DomainModule = {
  name: 'languageModelStandIn',
  migrations: [],
  developmentOnly: true,
  routes: () => createLanguageModelStandIn().routes,
};
