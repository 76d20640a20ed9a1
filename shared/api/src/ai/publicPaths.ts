/** PublicAiChat's paths (publicChat.ts says what each answers): a file of its own, so the public view carries no schema. */
export const AI_PUBLIC_PATHS = {
  /** GET (no sign-in): the assistant's name and language, 404 for an unknown or switched-off one. */
  publicBot: 'api/v1/CopilotBots/Public/:id',
  /** POST (no sign-in): the dialogue so far, the visitor's message last; the answer with the passages it cites. */
  publicChat: 'api/v1/CopilotBots/Public/:id/Chat',
  /** GET (no sign-in): the file the send_file plugin sends, while the plugin is on with it (404 otherwise). */
  publicFile: 'api/v1/CopilotBots/Public/:id/Files/:sourceId',
  /** GET / PUT (the owner): the sites that may embed the public chat. */
  publicSettings: 'api/v1/CopilotBots/:id/PublicChat',
} as const;
