import { WORK_HOURS_NONE, type AiLanguage, type AiModel, type CopilotBot, type SaveCopilotBotRequest } from '@cabinet/api/ai';

/** What the settings form holds: phrases one a line, selects as text, numbers as numbers. */
export interface SettingsValues {
  name: string;
  language: AiLanguage;
  enabled: boolean;
  instruction: string;
  temperature: number;
  model: AiModel;
  workHoursFrom: string;
  workHoursTo: string;
  startPhrases: string;
  stopPhrases: string;
  pauseMinutes: number;
  /** '' for none. */
  channelAccountId: string;
}

export const phrasesOf = (text: unknown): string[] =>
  (typeof text === 'string' ? text : '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function settingsValuesOf(bot: CopilotBot): SettingsValues {
  return {
    name: bot.name,
    language: bot.language,
    enabled: bot.enabled,
    instruction: bot.instruction,
    temperature: bot.temperature,
    model: bot.model,
    workHoursFrom: String(bot.workHoursFrom),
    workHoursTo: String(bot.workHoursTo),
    startPhrases: bot.startPhrases.join('\n'),
    stopPhrases: bot.stopPhrases.join('\n'),
    pauseMinutes: bot.pauseMinutes,
    channelAccountId: bot.channel?.id ?? '',
  };
}

const hourOf = (text: string) => (text === '' ? WORK_HOURS_NONE : Number(text));

/** The save's body: what was typed, with the version it was based on. */
export function settingsRequestOf(values: SettingsValues, version: number | undefined): SaveCopilotBotRequest {
  return {
    name: values.name,
    language: values.language,
    enabled: values.enabled,
    instruction: values.instruction,
    temperature: values.temperature,
    model: values.model,
    workHoursFrom: hourOf(values.workHoursFrom),
    workHoursTo: hourOf(values.workHoursTo),
    startPhrases: phrasesOf(values.startPhrases),
    stopPhrases: phrasesOf(values.stopPhrases),
    pauseMinutes: values.pauseMinutes,
    channelAccountId: values.channelAccountId === '' ? null : values.channelAccountId,
    version,
  };
}
