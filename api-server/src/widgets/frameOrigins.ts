import { z } from 'zod';
import { FRAMEABLE_WIDGET_KINDS, WIDGET_FRAME_PATHS, widgetFrameOriginsSchema, type FrameableWidgetKind, type WidgetFrameOrigins } from '@cabinet/api/widgets';
import { createReviewTokens, createVisitTokens } from '../messaging/links';
import { loadReviewMessage } from '../messaging/publicRoutes';
import type { AppContext } from '../platform/AppContext';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { findBookingWidget, findConfirmWidget, listReviewWidgets } from './data';

const paramsSchema = z.object({ kind: z.string(), token: z.string() });
const notFound = () => new ApiError(404, 'WIDGET_NOT_FOUND', 'No public widget view of that kind and token');
const isKind = (value: string): value is FrameableWidgetKind => FRAMEABLE_WIDGET_KINDS.some((kind) => kind === value);

/**
 * The origins a public widget view may be framed by (issue 32, embedding.ts): read by the static servers for
 * each view's `frame-ancestors`. Public and without a session: it says only which sites the owner lists, which
 * the widget's own pages show them anyway by loading there. Any doubt answers 404, which the servers read as
 * no site.
 */
export function widgetFrameRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const reviewTokens = createReviewTokens(ctx.config.jwtSecret);
  const visitTokens = createVisitTokens(ctx.config.jwtSecret);

  async function originsOf(kind: FrameableWidgetKind, token: string): Promise<readonly string[]> {
    switch (kind) {
      case 'booking':
      case 'iikoBooking': {
        const widget = await findBookingWidget(db, token, null);
        // A widget's own view only: an iiko organisation's on /ibw, a YCLIENTS or Altegio branch's on /bw.
        if (!widget || (widget.system === 'iiko') !== (kind === 'iikoBooking')) throw notFound();
        return widget.allowed_origins;
      }
      case 'rating': {
        // The Review widget that answers the review link (public.ts): the account's oldest; none, no site.
        const message = await loadReviewMessage(db, reviewTokens, token, ctx.clock.now()).catch((error: unknown) => {
          if (error instanceof ApiError) return null;
          throw error;
        });
        if (!message) throw notFound();
        return (await listReviewWidgets(db, message.user_id))[0]?.allowedOrigins ?? [];
      }
      case 'visit': {
        const visitId = visitTokens.open(token, ctx.clock.now());
        const [visit] = visitId
          ? await db.query<{ user_id: string }>('select user_id from visits where id = $1 and (removed_at is null or canceled_at is not null)', [visitId])
          : [];
        if (!visit) throw notFound();
        return (await findConfirmWidget(db, visit.user_id)).allowedOrigins;
      }
    }
  }

  return [
    route({
      method: 'GET',
      path: WIDGET_FRAME_PATHS.frameOrigins,
      access: 'guest',
      summary: 'The sites allowed to frame a public widget view',
      description:
        'kind: booking (/bw/{widgetId}), iikoBooking (/ibw/{widgetId}), rating (/rv/{token}: the review link’s Review widget), visit (/vn/{token}: the visit’s account’s Confirm widget). An empty list: no site may frame it. The static servers send these as the view’s CSP frame-ancestors and fail closed (no site) on any other answer.',
      params: paramsSchema,
      responses: { 200: { description: 'The listed origins', schema: widgetFrameOriginsSchema } },
      errors: { 404: 'WIDGET_NOT_FOUND: no such kind, widget or valid link' },
      async handler({ params }): Promise<WidgetFrameOrigins> {
        const { kind, token } = params();
        if (!isKind(kind)) throw notFound();
        return { allowedOrigins: [...(await originsOf(kind, token))] };
      },
    }),
  ];
}
