import type { AppContext } from '../platform/AppContext';
import type { Clock } from '../platform/clock';

/**
 * The channel accounts' clock: the API's, moved forward by a development-only offset
 * (`stand-ins/chat-api/_control/clock`), so a journey sees a QR link expire after 30 minutes without
 * waiting them. In production nothing sets the offset.
 */
const offsets = new WeakMap<AppContext, { ms: number }>();

function offsetOf(ctx: AppContext): { ms: number } {
  let offset = offsets.get(ctx);
  if (!offset) {
    offset = { ms: 0 };
    offsets.set(ctx, offset);
  }
  return offset;
}

export function channelsClock(ctx: AppContext): Clock {
  const offset = offsetOf(ctx);
  return { now: () => new Date(ctx.clock.now().getTime() + offset.ms) };
}

/** Development only (the standIns domain calls it). */
export function advanceChannelsClock(ctx: AppContext, ms: number): number {
  if (ctx.config.mode !== 'development') throw new Error('The channels clock moves only in development');
  const offset = offsetOf(ctx);
  offset.ms += ms;
  return offset.ms;
}
