import type { DomainModule } from '../../DomainModule';
import { createLanguageModelStandIn, TRANSCRIPTION_MAX_BYTES } from './openAi';

/** The language model's stand-in on the development API (never registered in production). */
export const languageModelStandInDomain: DomainModule = {
  name: 'languageModelStandIn',
  migrations: [],
  developmentOnly: true,
  routes: () => createLanguageModelStandIn().routes,
  setup(scope) {
    // The transcription endpoint takes the recording as multipart/form-data, read whole (up to OpenAI's own
    // 25 MB, plus the form's parts) and parsed by the handler; only this scope accepts it.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: TRANSCRIPTION_MAX_BYTES + 64 * 1024 }, (_request, body, done) => done(null, body));
  },
};
