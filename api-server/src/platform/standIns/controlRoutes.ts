import { z } from 'zod';
import { route, type GuestRouteDefinition, type Route, type Schema } from '../http/route';
import { behaviourSchema, type Behaviours } from './behaviours';

/** How many of the next calls a stand-in refuses (its `_control/fail`); `take()` says whether this one does. */
export function createFailSwitch() {
  let failing = 0;
  return {
    set(times: number): number {
      failing = times;
      return failing;
    },
    take(): boolean {
      if (failing === 0) return false;
      failing -= 1;
      return true;
    },
  };
}
export type FailSwitch = ReturnType<typeof createFailSwitch>;

const failBody = z.object({ times: z.number().int().min(1).max(100).default(1) });
const holdBody = z.object({ hold: z.boolean() });

/** The stand-in's controls a test or a developer commands, each mounted at `{base}/_control/...`. */
export interface Controls<C extends Schema> {
  /** `POST _control/fail` `{ times }`: the next calls fail (what failing means is the stand-in's). Answers `{ failing }`. */
  fail?: { summary: string; failing: FailSwitch };
  /** `POST _control/behaviours` (a behaviour of behaviours.ts) and `DELETE _control/behaviours`: what the next messages meet. */
  behaviours?: Behaviours;
  /** `POST _control/commands` (answers `{ commanded: true }`) and, with `clear`, `DELETE _control/commands` (`{ cleared: true }`). */
  commands?: { summary: string; schema: C; add(command: z.output<C>): void; clear?: { summary: string; run(): void } };
  /** `POST _control/notifications` `{ hold }` (answers 204): keep the calls back to the cabinet, or send the held ones (a notice that arrives late). */
  notifications?: { hold(hold: boolean): Promise<void> };
}

/**
 * The `_control` routes the stand-ins share, so each declares what it fails or records and not the routes
 * again. `label` names the stand-in in the summaries, e.g. "Twilio stand-in". Development and tests only.
 */
export function controlRoutes<C extends Schema = never>(base: string, label: string, controls: Controls<C>): Route[] {
  const routes: Route[] = [];
  const { fail, behaviours, commands, notifications } = controls;
  if (fail) {
    routes.push(
      controlRoute(base, {
        method: 'POST',
        path: 'fail',
        summary: `${label}: ${fail.summary}`,
        body: failBody,
        bodyOptional: true,
        responses: { 200: { description: 'Failing' } },
        handler: ({ body }) => ({ failing: fail.failing.set(body().times) }),
      }),
    );
  }
  if (behaviours) {
    routes.push(
      controlRoute(base, {
        method: 'POST',
        path: 'behaviours',
        summary: `${label}: command what the next message (or every message to a number) meets`,
        body: behaviourSchema,
        responses: { 204: { description: 'Commanded' } },
        handler({ reply, body }) {
          behaviours.add(body());
          return reply.code(204).send();
        },
      }),
      controlRoute(base, {
        method: 'DELETE',
        path: 'behaviours',
        summary: `${label}: forget every command (every message succeeds)`,
        responses: { 204: { description: 'Forgotten' } },
        handler({ reply }) {
          behaviours.clear();
          return reply.code(204).send();
        },
      }),
    );
  }
  if (commands) {
    routes.push(
      controlRoute(base, {
        method: 'POST',
        path: 'commands',
        summary: `${label}: ${commands.summary}`,
        body: commands.schema,
        responses: { 200: { description: 'Commanded' } },
        handler({ body }) {
          commands.add(body());
          return { commanded: true };
        },
      }),
    );
    const clear = commands.clear;
    if (clear) {
      routes.push(
        controlRoute(base, {
          method: 'DELETE',
          path: 'commands',
          summary: `${label}: ${clear.summary}`,
          responses: { 200: { description: 'Cleared' } },
          handler() {
            clear.run();
            return { cleared: true };
          },
        }),
      );
    }
  }
  if (notifications) {
    routes.push(
      controlRoute(base, {
        method: 'POST',
        path: 'notifications',
        summary: `${label}: hold its notifications back, or send the held ones`,
        body: holdBody,
        responses: { 204: { description: 'Set' } },
        async handler({ body, reply }) {
          await notifications.hold(body().hold);
          return reply.code(204).send();
        },
      }),
    );
  }
  return routes;
}

/** One control of a stand-in's own (a guest route at `{base}/_control/{path}`). */
export function controlRoute<P extends Schema = never, Q extends Schema = never, B extends Schema = never>(
  base: string,
  definition: Omit<GuestRouteDefinition<P, Q, B>, 'access'>,
): Route {
  return route<P, Q, B>({ ...definition, access: 'guest', path: `${base}/_control/${definition.path}` });
}

