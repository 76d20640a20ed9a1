import type { ApiErrorBody, ApiErrorCode } from '@cabinet/api/contract';

/** An error the API answers on purpose: its status and the `apiErrorSchema` body of the shared contract. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
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
