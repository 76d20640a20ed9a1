import { z } from 'zod';

/**
 * A clinic's Medflex account as the cabinet needs it: its LPUs, and for the AI assistant's medflex plugin an
 * LPU's doctors, a doctor's free slots and an appointment. Medflex publishes no open reference of its partner
 * API; the HTTP adapter below follows the shape its integrators describe (a bearer API key, `GET /api/v2/lpus`
 * answering `{ items: [{ id, name }] }`, the LPU's resources under `/api/v2/lpus/{id}/`), and the stand-in
 * (standIns/medflex.ts) speaks the same. Production points it at MEDFLEX_BASE_URL.
 */
export interface MedflexAdapter {
  lpus(apiKey: string): Promise<Array<{ id: string; name: string }>>;
  /** GET /api/v2/lpus/{lpuId}/doctors. */
  doctors(apiKey: string, lpuId: string): Promise<MedflexDoctor[]>;
  /** GET /api/v2/lpus/{lpuId}/doctors/{doctorId}/slots?date=YYYY-MM-DD: the starts still free that day (the clinic's clock, with its offset). */
  freeSlots(apiKey: string, lpuId: string, doctorId: string, date: string): Promise<Array<{ datetime: string }>>;
  /** POST /api/v2/lpus/{lpuId}/appointments: 409 (slotTaken) when the slot was just taken. */
  book(apiKey: string, lpuId: string, appointment: { doctorId: string; datetime: string; name: string; phone: string }): Promise<{ appointmentId: string }>;
}

export interface MedflexDoctor {
  id: string;
  name: string;
  specialty: string;
}

export type MedflexFailureKind = 'wrongCredentials' | 'timeout' | 'unavailable' | 'notFound' | 'slotTaken';
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

const sourceId = z.union([z.number(), z.string()]).transform(String);
const lpusSchema = z.object({ items: z.array(z.object({ id: sourceId, name: z.string() })) });
const doctorsSchema = z.object({ items: z.array(z.object({ id: sourceId, name: z.string(), specialty: z.string().nullish() })) });
const slotsSchema = z.object({ items: z.array(z.object({ datetime: z.string() })) });
const appointmentSchema = z.object({ id: sourceId });

export function createHttpMedflexAdapter(options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): MedflexAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T>(apiKey: string, path: string, schema: z.ZodType<T>, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
      if (name === 'TimeoutError' || name === 'AbortError') throw new MedflexError('timeout', `No answer from ${base} in ${options.timeoutMs} ms`);
      throw new MedflexError('unavailable', error instanceof Error ? error.message : String(error));
    }
    if (response.status === 401 || response.status === 403) throw new MedflexError('wrongCredentials', 'The API key is not valid');
    if (response.status === 404) throw new MedflexError('notFound', 'Medflex does not know it');
    if (response.status === 409) throw new MedflexError('slotTaken', 'The slot is taken');
    if (response.status === 504) throw new MedflexError('timeout', 'Gateway timeout');
    if (!response.ok) throw new MedflexError('unavailable', `HTTP ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new MedflexError('unavailable', 'The answer is not what the contract says');
    return parsed.data;
  }
  const lpu = (lpuId: string) => `api/v2/lpus/${encodeURIComponent(lpuId)}`;

  return {
    async lpus(apiKey) {
      return (await call(apiKey, 'api/v2/lpus', lpusSchema)).items;
    },
    async doctors(apiKey, lpuId) {
      return (await call(apiKey, `${lpu(lpuId)}/doctors`, doctorsSchema)).items.map((doctor) => ({ id: doctor.id, name: doctor.name, specialty: doctor.specialty ?? '' }));
    },
    async freeSlots(apiKey, lpuId, doctorId, date) {
      return (await call(apiKey, `${lpu(lpuId)}/doctors/${encodeURIComponent(doctorId)}/slots?date=${encodeURIComponent(date)}`, slotsSchema)).items;
    },
    async book(apiKey, lpuId, appointment) {
      const body = { doctorId: appointment.doctorId, datetime: appointment.datetime, patient: { name: appointment.name, phone: appointment.phone } };
      const created = await call(apiKey, `${lpu(lpuId)}/appointments`, appointmentSchema, { method: 'POST', body });
      return { appointmentId: created.id };
    },
  };
}
