import { HTTPError } from 'ky';
import { apiErrorSchema, type ApiErrorBody } from './errorBody';

/** The error body of a failed call, or null for a network failure or a body that is not ours. */
export async function readApiError(error: unknown): Promise<ApiErrorBody | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const parsed = apiErrorSchema.safeParse(await error.response.clone().json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
