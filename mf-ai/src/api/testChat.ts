import { fillPath, type ApiClient } from '@cabinet/api/core';
import { AI_PATHS, testChatAnswerSchema, type TestChatAnswer, type TestChatRequest } from '@cabinet/api/ai';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The test chat's call: a file of its own, so the assistants list's chunk carries none of its schemas. */

/** The language model can take its time: the test chat waits longer than the client's default. */
const TEST_CHAT_TIMEOUT_MS = 60_000;

export async function sendTestChat(api: ApiClient, id: string, body: TestChatRequest): Promise<TestChatAnswer> {
  return testChatAnswerSchema.parse(await api.post(fillPath(AI_PATHS.testChat, { id }), { json: body, timeout: TEST_CHAT_TIMEOUT_MS }).json());
}

/** A test dialogue: nothing is stored, so nothing is refreshed. */
export function useTestChatMutation(id: string, options?: ApiMutationOptions<TestChatAnswer, TestChatRequest>) {
  return useApiMutation((api, body: TestChatRequest) => sendTestChat(api, id, body), () => undefined, options);
}
