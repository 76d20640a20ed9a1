/**
 * The AI assistants' paths (spec section 2: /flowCopilotBots; section 7 shows none, designed in its style);
 * clients fill `:name` with fillPath.
 */
export const AI_PATHS = {
  /** GET the account's assistants with state, channel, dialogues today and balance; POST a new one. */
  bots: 'api/v1/CopilotBots',
  /** GET one assistant; PUT its settings with the version they were based on; DELETE it. */
  bot: 'api/v1/CopilotBots/:id',
  /** POST a test dialogue: the assistant's answer through the language model, and which model answered. */
  testChat: 'api/v1/CopilotBots/:id/TestChat',
  /** GET the knowledge base: its sources with their indexing state, and the file rules. */
  knowledge: 'api/v1/CopilotBots/:id/Knowledge',
  /** POST a Q&A pair. */
  knowledgeQa: 'api/v1/CopilotBots/:id/Knowledge/Qa',
  /** PUT a Q&A pair's new text (indexed again). */
  knowledgeQaPair: 'api/v1/CopilotBots/:id/Knowledge/Qa/:sourceId',
  /** POST a file's bytes (application/octet-stream), its name in the query. */
  knowledgeFiles: 'api/v1/CopilotBots/:id/Knowledge/Files',
  /** POST a web page's address: fetched, read and indexed on the job queue. */
  knowledgeUrls: 'api/v1/CopilotBots/:id/Knowledge/Urls',
  /** GET the company profile; PUT it with the version it was based on (indexed again). */
  knowledgeProfile: 'api/v1/CopilotBots/:id/Knowledge/Profile',
  /** POST: a web page is fetched again (ready or in error), its passages replaced. */
  knowledgeRefetch: 'api/v1/CopilotBots/:id/Knowledge/:sourceId/Refetch',
  /** DELETE a source with its passages. */
  knowledgeSource: 'api/v1/CopilotBots/:id/Knowledge/:sourceId',
  /** POST: a source in error goes back to waiting and is indexed again. */
  knowledgeRetry: 'api/v1/CopilotBots/:id/Knowledge/:sourceId/Retry',
} as const;
