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
} as const;
