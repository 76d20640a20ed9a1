import { z } from 'zod';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes } from '../../platform/standIns/controlRoutes';
import { hang } from '../../platform/standIns/behaviours';

/**
 * A local stand-in of Medflex's partner API (medflex/adapter.ts): `GET /api/v2/lpus` with a bearer API key,
 * and each LPU's doctors, their free slots (hourly starts from 9:00 to 17:00 on the clinic's Moscow clock,
 * none in the past or taken) and appointments (409 when the slot is taken). It knows one clinic network's key;
 * `_control/commands` makes the next calls fail or time out, `_control/lpus/{id}/appointments` lists the
 * appointments made. Development and tests only.
 */
export const STAND_IN_MEDFLEX_KEY = 'mf-demo-clinic-key';
const LPUS = [
  { id: 31_001, name: 'Клиника «Здоровье», Тверская' },
  { id: 31_002, name: 'Клиника «Здоровье», Арбат' },
];

/** Each LPU's doctors (its id times 10, plus one). */
const DOCTORS: Record<number, Array<{ id: number; name: string; specialty: string }>> = {
  31_001: [
    { id: 310_011, name: 'Иванов Сергей Петрович', specialty: 'Терапевт' },
    { id: 310_012, name: 'Смирнова Ольга Викторовна', specialty: 'Стоматолог' },
  ],
  31_002: [{ id: 310_021, name: 'Кузнецов Андрей Игоревич', specialty: 'Стоматолог' }],
};
/** The clinics keep Moscow time (UTC+3, no summer time). */
const CLINIC_OFFSET_HOURS = 3;
const HOUR_MS = 3_600_000;

interface StandInAppointment {
  id: number;
  lpuId: number;
  doctorId: number;
  /** The start, as the clinic's local time with its offset (2026-11-30T09:00:00+03:00). */
  datetime: string;
  patient: { name: string; phone: string };
}

const clinicIso = (at: Date) => `${new Date(at.getTime() + CLINIC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 19)}+03:00`;

const commandSchema = z.object({ outcome: z.enum(['fail', 'timeout']), httpStatus: z.number().int().min(400).max(599).default(500), times: z.number().int().min(1).max(100).default(1) });

export function createMedflexStandIn(options: { prefix: string; hangMs?: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const commands: Array<{ outcome: 'fail' | 'timeout'; httpStatus: number; remaining: number }> = [];
  const appointments: StandInAppointment[] = [];
  const authorized = (authorization: string | undefined) => authorization === `Bearer ${STAND_IN_MEDFLEX_KEY}`;
  const doctorOf = (lpuId: number, doctorId: number) => DOCTORS[lpuId]?.find((doctor) => doctor.id === doctorId);
  /** The doctor's free hourly starts on a day of the clinic's calendar. */
  function freeSlots(lpuId: number, doctorId: number, date: string): string[] {
    const slots: string[] = [];
    for (let hour = 9; hour < 18; hour += 1) {
      const at = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
      if (Number.isNaN(at.getTime())) return [];
      at.setTime(at.getTime() - CLINIC_OFFSET_HOURS * HOUR_MS);
      const datetime = clinicIso(at);
      if (at.getTime() > now().getTime() && !appointments.some((made) => made.lpuId === lpuId && made.doctorId === doctorId && made.datetime === datetime)) slots.push(datetime);
    }
    return slots;
  }
  const lpuParams = z.object({ lpuId: z.coerce.number().int() });
  const routes: Route[] = [
    route({
      method: 'GET',
      path: `${options.prefix}/api/v2/lpus`,
      access: 'guest',
      summary: "Medflex stand-in: the clinic's LPUs",
      responses: { 200: { description: 'The LPUs' } },
      async handler({ request, reply }) {
        const next = commands[0];
        if (next) {
          next.remaining -= 1;
          if (next.remaining === 0) commands.shift();
          if (next.outcome === 'timeout') {
            await hang(reply.raw, options.hangMs ?? 60_000);
            return reply.code(504).send({ error: 'Gateway Timeout' });
          }
          return reply.code(next.httpStatus).send({ error: 'Service unavailable' });
        }
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ error: 'Invalid API key' });
        return { items: LPUS };
      },
    }),
    route({
      method: 'GET',
      path: `${options.prefix}/api/v2/lpus/:lpuId/doctors`,
      access: 'guest',
      summary: "Medflex stand-in: an LPU's doctors",
      params: lpuParams,
      responses: { 200: { description: 'The doctors' } },
      handler({ request, reply, params }) {
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ error: 'Invalid API key' });
        const doctors = DOCTORS[params().lpuId];
        if (!doctors) return reply.code(404).send({ error: 'LPU not found' });
        return { items: doctors };
      },
    }),
    route({
      method: 'GET',
      path: `${options.prefix}/api/v2/lpus/:lpuId/doctors/:doctorId/slots`,
      access: 'guest',
      summary: "Medflex stand-in: a doctor's free slots on a day",
      params: z.object({ lpuId: z.coerce.number().int(), doctorId: z.coerce.number().int() }),
      query: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
      responses: { 200: { description: 'The free starts' } },
      handler({ request, reply, params, query }) {
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ error: 'Invalid API key' });
        const { lpuId, doctorId } = params();
        if (!doctorOf(lpuId, doctorId)) return reply.code(404).send({ error: 'Doctor not found' });
        return { items: freeSlots(lpuId, doctorId, query().date).map((datetime) => ({ datetime })) };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/v2/lpus/:lpuId/appointments`,
      access: 'guest',
      summary: 'Medflex stand-in: a patient books an appointment (409 when the slot is taken)',
      params: lpuParams,
      body: z.object({ doctorId: z.coerce.number().int(), datetime: z.string(), patient: z.object({ name: z.string().min(1), phone: z.string().min(1) }) }),
      responses: { 201: { description: 'The appointment' } },
      handler({ request, reply, params, body }) {
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ error: 'Invalid API key' });
        const { lpuId } = params();
        const { doctorId, datetime, patient } = body();
        if (!doctorOf(lpuId, doctorId)) return reply.code(404).send({ error: 'Doctor not found' });
        const date = datetime.slice(0, 10);
        if (!freeSlots(lpuId, doctorId, date).includes(datetime)) return reply.code(409).send({ error: 'The slot is taken' });
        const appointment = { id: lpuId * 1000 + appointments.length + 1, lpuId, doctorId, datetime, patient };
        appointments.push(appointment);
        return reply.code(201).send({ id: appointment.id });
      },
    }),
    route({
      method: 'GET',
      path: `${options.prefix}/_control/lpus/:lpuId/appointments`,
      access: 'guest',
      summary: 'Medflex stand-in: the appointments made in an LPU',
      params: lpuParams,
      responses: { 200: { description: 'The appointments, oldest first' } },
      handler: ({ params }) => appointments.filter((made) => made.lpuId === params().lpuId),
    }),
    ...controlRoutes(options.prefix, 'Medflex stand-in', { commands: { summary: 'make the next calls fail or time out', schema: commandSchema, add: (command) => commands.push({ outcome: command.outcome, httpStatus: command.httpStatus, remaining: command.times }) } }),
  ];
  return {
    routes,
    /** The appointments made in an LPU (tests look a booking up here). */
    appointmentsOf: (lpuId: number): readonly StandInAppointment[] => appointments.filter((made) => made.lpuId === lpuId),
    command(command: z.input<typeof commandSchema>) {
      const parsed = commandSchema.parse(command);
      commands.push({ outcome: parsed.outcome, httpStatus: parsed.httpStatus, remaining: parsed.times });
    },
    clear() {
      commands.length = 0;
    },
  };
}
