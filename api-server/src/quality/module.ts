import * as qualityContract from '@cabinet/api/quality';
import type { DomainModule } from '../platform/DomainModule';
import { QUALITY_MIGRATIONS } from './migrations';
import { qualityRoutes } from './routes';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { registerReports } from './reports';
import { registerTranscription } from './transcription';

/** The quality domain (issue 34): the checklist conversations and calls are scored against, in versions; calls transcribed and scored, and reports run, on the job queue. Its demo is seeded by standIns/demo.ts. */
export const qualityDomain: DomainModule = {
  name: 'quality',
  contracts: [qualityContract],
  migrations: QUALITY_MIGRATIONS,
  routes: qualityRoutes,
  jobs: (ctx) => {
    const model = languageModelOf(ctx.config);
    registerTranscription(ctx, undefined, model);
    registerReports(ctx, model);
  },
  setup(scope) {
    // tus PATCH bodies are the recording's bytes: left unread for @tus/server to stream to the file.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  },
};
