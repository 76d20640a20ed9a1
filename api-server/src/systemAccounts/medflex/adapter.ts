import { z } from 'zod';

/**
 * A clinic's Medflex account as the cabinet needs it: its LPUs. Medflex publishes no open reference of its
 * partner API; the HTTP adapter below follows the shape its integrators describe (a bearer API key,
 * `GET /api/v2/lpus` answering `{ items: [{ id, name }] }`), and the stand-in (medflex/standIn.ts) speaks
 * the same. Production points it at MEDFLEX_BASE_URL.
 */
export interface MedflexAdapter {
  lpus(apiKey: string): Promise<Array<{ id: string; name: string }>>;
}

export type MedflexFailureKind = 'wrongCredentials' | 'timeout' | 'unavailable';
export class MedflexError extends Error {
  constructor(
    readonly kind: MedflexFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'MedflexError';
  }
}

export const MEDFLEX_BASE_URL = 'https://api.medflex.ru';

const lpusSchema = z.object({ items: z.array(z.object({ id: z.union([z.number(), z.string()]).transform(String), name: z.string() })) });

export function createHttpMedflexAdapter(options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): MedflexAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async lpus(apiKey) {
      let response: Response;
      try {
        response = await doFetch(`${base}/api/v2/lpus`, { headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
        if (name === 'TimeoutError' || name === 'AbortError') throw new MedflexError('timeout', `No answer from ${base} in ${options.timeoutMs} ms`);
        throw new MedflexError('unavailable', error instanceof Error ? error.message : String(error));
      }
      if (response.status === 401 || response.status === 403) throw new MedflexError('wrongCredentials', 'The API key is not valid');
      if (response.status === 504) throw new MedflexError('timeout', 'Gateway timeout');
      if (!response.ok) throw new MedflexError('unavailable', `HTTP ${response.status}`);
      const parsed = lpusSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new MedflexError('unavailable', 'The answer is not what the contract says');
      return parsed.data.items;
    },
  };
}
