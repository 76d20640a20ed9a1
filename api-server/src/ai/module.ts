import * as aiContract from '@cabinet/api/ai';
import type { DomainModule } from '../platform/DomainModule';
import { listenToInbound } from '../channels/events';
import { registerDialogueJobs } from './dialogues';
import { registerFollowUpJobs } from './followUp';
import { registerKnowledgeJobs } from './knowledge/indexer';
import { AI_MIGRATIONS } from './migrations';
import { aiCrossOrigin, aiPublicRoutes } from './publicRoutes';
import { aiRoutes } from './routes';
import { seedAi } from './seed';

/** AI assistants (issue 33, spec "copilot bots"): settings, the knowledge base indexed on the job queue, and the test chat through the language model citing it. */
export const aiDomain: DomainModule = {
  name: 'ai',
  contracts: [aiContract],
  migrations: AI_MIGRATIONS,
  routes: (ctx) => [...aiRoutes(ctx), ...aiPublicRoutes(ctx)],
  crossOrigin: (ctx) => aiCrossOrigin(ctx),
  seed: (tx, accounts, options) => seedAi(tx, accounts.demoId, options.publicUrl),
  setup(scope) {
    // A knowledge file's upload is its bytes; the route's body limit bounds them.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  },
  jobs(ctx) {
    registerKnowledgeJobs(ctx);
    // A client's message on an assistant's channel account is answered on the job queue (dialogues.ts).
    registerDialogueJobs(ctx, (listener) => listenToInbound(ctx, listener));
    // A client silent after the assistant's answer gets the follow_up plugin's text once (followUp.ts).
    registerFollowUpJobs(ctx);
  },
};
