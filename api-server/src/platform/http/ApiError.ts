import type { ApiErrorBody, ApiErrorCode } from '@cabinet/api/contract';

/** An error the API answers on purpose: its status and the `apiErrorSchema` body of the shared contract. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** A 409 VERSION_CONFLICT's entity as it is now stored. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.current !== undefined ? { current: this.current } : {}),
    };
  }
}

/**
 * Optimistic concurrency for every editable entity (issue 14): a save carries the version it was based
 * on; when the stored one moved on, the save is refused 409 VERSION_CONFLICT with the entity as it is
 * now, and nothing is written. A save without a version is accepted (scripts, older clients).
 */
export function requireVersion<T>(given: number | undefined, stored: number, current: () => T): void {
  if (given !== undefined && given !== stored) {
    throw new ApiError(409, 'VERSION_CONFLICT', 'Someone saved this after you opened it: load their version or save yours over it', undefined, current());
  }
}

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'Unauthorized');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'You do not have access to this');
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found');

/** Over a rate limit: 429 with Retry-After, the message in whole minutes for a person to read. */
export class TooManyRequestsError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} min.`);
  }
}
