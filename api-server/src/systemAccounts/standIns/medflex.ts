import { z } from 'zod';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes } from '../../platform/standIns/controlRoutes';
import { hang } from '../../platform/standIns/behaviours';

/**
 * A local stand-in of Medflex's partner API (medflex/adapter.ts): `GET /api/v2/lpus` with a bearer API key.
 * It knows one clinic network's key; `_control/commands` makes the next calls fail or time out. Development
 * and tests only.
 */
export const STAND_IN_MEDFLEX_KEY = 'mf-demo-clinic-key';
const LPUS = [
  { id: 31_001, name: 'Клиника «Здоровье», Тверская' },
  { id: 31_002, name: 'Клиника «Здоровье», Арбат' },
];

const commandSchema = z.object({ outcome: z.enum(['fail', 'timeout']), httpStatus: z.number().int().min(400).max(599).default(500), times: z.number().int().min(1).max(100).default(1) });

export function createMedflexStandIn(options: { prefix: string; hangMs?: number }) {
  const commands: Array<{ outcome: 'fail' | 'timeout'; httpStatus: number; remaining: number }> = [];
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
        if (request.headers.authorization !== `Bearer ${STAND_IN_MEDFLEX_KEY}`) return reply.code(401).send({ error: 'Invalid API key' });
        return { items: LPUS };
      },
    }),
    ...controlRoutes(options.prefix, 'Medflex stand-in', { commands: { summary: 'make the next calls fail or time out', schema: commandSchema, add: (command) => commands.push({ outcome: command.outcome, httpStatus: command.httpStatus, remaining: command.times }) } }),
  ];
  return {
    routes,
    command(command: z.input<typeof commandSchema>) {
      const parsed = commandSchema.parse(command);
      commands.push({ outcome: parsed.outcome, httpStatus: parsed.httpStatus, remaining: parsed.times });
    },
    clear() {
      commands.length = 0;
    },
  };
}
