import type { DomainModule } from '../../platform/DomainModule';
import { scriptOf, standInLanguageModel } from '../../platform/languageModel/standIns/openAi';
import { seedQuality } from '../seed';
import type { SpeechToText } from '../speechToText';

/**
 * The transcription stand-in in this process, without HTTP: what its route answers (the script written into the
 * recording, or '' for none: scriptOf), for work that runs before the API listens.
 */
export function standInSpeechToText(): SpeechToText {
  return { kind: 'standIn', transcribe: (recording) => scriptOf(recording.bytes, recording.fileName) };
}

/**
 * The demo salon's quality data (seed.ts: its checklist, calls and reports), seeded after the quality domain's
 * tables (domains.ts): a development-only module, as its history is transcribed and scored by the stand-ins in
 * this process.
 */
export const qualityDemoDomain: DomainModule = {
  name: 'qualityDemo',
  migrations: [],
  developmentOnly: true,
  routes: () => [],
  seed: (tx, accounts, options) => seedQuality(tx, accounts.demoId, { model: standInLanguageModel(), speech: standInSpeechToText() }, options.dataDir),
};
