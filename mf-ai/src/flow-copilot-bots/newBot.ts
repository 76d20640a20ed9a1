/** The assistant id of `/flowCopilotBots/new`: the page that names a new assistant (no assistant has it: ids are UUIDs). */
export const NEW_BOT_ID = 'new';
