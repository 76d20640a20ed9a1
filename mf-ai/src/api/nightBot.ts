import { DEFAULT_AI_MODEL, DEFAULT_PAUSE_MINUTES, DEFAULT_TEMPERATURE, type AiLanguage, type CopilotBot } from '@cabinet/api/ai';
import type { ApiClient } from '@cabinet/api/core';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { aiKeys, createBot, deleteBot, saveBot } from './ai';

/** What the night bot wizard gathers (its four steps). */
export interface NightBotPlan {
  name: string;
  language: AiLanguage;
  /** The business's working day, FROM < TO: the assistant answers outside it. */
  opensAt: number;
  closesAt: number;
  instruction: string;
  channelAccountId: string | null;
}

/**
 * A night assistant through the assistants' own API: created with its name and language, then saved with the
 * business's work hours and `answersOutsideWorkHours` (the hours inverted: it answers while the business is
 * closed). A refused save deletes the assistant just created, so a failed wizard leaves none half made.
 */
export async function createNightBot(api: ApiClient, plan: NightBotPlan): Promise<CopilotBot> {
  const created = await createBot(api, { name: plan.name, language: plan.language });
  try {
    return await saveBot(api, created.id, {
      name: plan.name,
      language: plan.language,
      enabled: true,
      instruction: plan.instruction,
      temperature: DEFAULT_TEMPERATURE,
      model: DEFAULT_AI_MODEL,
      workHoursFrom: plan.opensAt,
      workHoursTo: plan.closesAt,
      answersOutsideWorkHours: true,
      startPhrases: [],
      stopPhrases: [],
      pauseMinutes: DEFAULT_PAUSE_MINUTES,
      channelAccountId: plan.channelAccountId,
      version: created.version,
    });
  } catch (error) {
    await deleteBot(api, created.id).catch(() => undefined);
    throw error;
  }
}

export function useCreateNightBotMutation(options?: ApiMutationOptions<CopilotBot, NightBotPlan>) {
  return useApiMutation(createNightBot, (queryClient) => queryClient.invalidateQueries({ queryKey: aiKeys.all }), options);
}
