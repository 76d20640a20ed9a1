import { HTTPError, TimeoutError } from 'ky';
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

/** A schema that reads the stored entity of a conflict (any zod schema's safeParse). */
export interface ConflictReader<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * The entity as it is now stored, when a save was refused because it carried a stale version (409
 * VERSION_CONFLICT, see versioning in the architecture notes); null for any other failure.
 */
export async function readVersionConflict<T>(error: unknown, reader: ConflictReader<T>): Promise<T | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return null;
  const body = await readApiError(error);
  if (body?.code !== 'VERSION_CONFLICT') return null;
  const parsed = reader.safeParse(body.current);
  return parsed.success ? parsed.data : null;
}

/**
 * Why a call got no answer: the browser is offline, or the API did not answer in time (the client's
 * time-out, or a connection that failed); null when the API answered (an HTTPError) or for anything else.
 */
export function describeNetworkFailure(error: unknown): 'offline' | 'timeout' | null {
  if (error instanceof HTTPError) return null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  if (error instanceof TimeoutError) return 'timeout';
  // fetch rejects with a TypeError when no connection could be made.
  return error instanceof TypeError ? 'timeout' : null;
}
