import { z } from 'zod';

/**
 * iikoCloud API (api-ru.iiko.services), as its public documentation shows: `POST /api/1/access_token
 * {apiLogin}` answers `{ correlationId, token }` (an hour's bearer token; a wrong login 401 with
 * errorDescription); `POST /api/1/organizations {organizationIds: null, returnAdditionalInfo, includeDisabled}`
 * answers `{ correlationId, organizations: [{ id, name }] }`.
 */
export interface IikoAdapter {
  organizations(apiLogin: string): Promise<Array<{ id: string; name: string }>>;
}

export type IikoFailureKind = 'wrongCredentials' | 'timeout' | 'unavailable';
export class IikoError extends Error {
  constructor(
    readonly kind: IikoFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'IikoError';
  }
}

export const IIKO_BASE_URL = 'https://api-ru.iiko.services';

const tokenSchema = z.object({ token: z.string().min(1) });
const organizationsSchema = z.object({ organizations: z.array(z.object({ id: z.string(), name: z.string() })) });

export function createHttpIikoAdapter(options: { baseUrl: string; timeoutMs: number }): IikoAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  async function post<T extends z.ZodType>(path: string, body: unknown, schema: T, token?: string): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
      if (name === 'TimeoutError' || name === 'AbortError') throw new IikoError('timeout', 'iiko did not answer in time');
      throw new IikoError('unavailable', error instanceof Error ? error.message : String(error));
    }
    if (response.status === 401 || response.status === 403) throw new IikoError('wrongCredentials', 'iiko does not accept this API login');
    if (response.status === 408 || response.status === 504) throw new IikoError('timeout', 'iiko timed out');
    if (!response.ok) throw new IikoError('unavailable', `HTTP ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new IikoError('unavailable', 'The answer is not what the contract says');
    return parsed.data;
  }
  return {
    async organizations(apiLogin) {
      const { token } = await post('api/1/access_token', { apiLogin }, tokenSchema);
      const answer = await post('api/1/organizations', { organizationIds: null, returnAdditionalInfo: false, includeDisabled: false }, organizationsSchema, token);
      return answer.organizations;
    },
  };
}
