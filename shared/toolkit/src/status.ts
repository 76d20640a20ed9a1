/** `@cabinet/toolkit/status`: a status as a tag (its words and tone), and the tones of the run states flows and mailings share. */
export { RUN_MODE_TONES, RUN_STATUS_TONES, StatusLabel } from './status/StatusLabel';
