import type { SavedReviewWidgetFields } from '@cabinet/api/phone';
import { hasMapLink, widgetListSchema, type WidgetRating, type WidgetRatingPage, type ConfirmWidget, type ReviewWidget, type SavedConfirmWidgetFields, type WidgetSummary } from '@cabinet/api/widgets';
import { loadProOwner } from '../flows/proFeatures';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import { ratingsForExport, ratingsPage, type RatingsFilter } from './ratings';
import { findConfirmWidget, findReviewWidget, insertReviewWidget, listBookingWidgets, listReviewWidgets, updateReviewWidget, upsertConfirmWidget } from './data';

/** Another user's widget and one that does not exist answer alike: ids of others are not disclosed. */
export const widgetNotFound = () => new ApiError(404, 'WIDGET_NOT_FOUND', 'Widget not found');

/**
 * The widgets domain's rules and state changes: tests call it without HTTP. Every call is the owner's and
 * locked to the Pro plan (spec section 4: review catcher and visit confirmation widget): 403
 * FEATURE_REQUIRES_PRO below it, before anything is read or written.
 */
export function widgetsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const pro = (userId: string) => loadProOwner(db, userId);

  async function getReview(userId: string, id: string): Promise<ReviewWidget> {
    const found = isUuid(id) ? await findReviewWidget(db, userId, id) : null;
    if (!found) throw widgetNotFound();
    return found;
  }

  return {
    /** The /widgets list: the Review widgets and booking widgets with their figures (counted from stored rows), then the Confirm widget. */
    async list(userId: string): Promise<WidgetSummary[]> {
      await pro(userId);
      const reviews = await listReviewWidgets(db, userId);
      const bookings = await listBookingWidgets(db, userId);
      return widgetListSchema.parse([
        ...reviews.map((widget) => ({
          kind: 'review',
          id: widget.id,
          name: widget.name,
          state: hasMapLink(widget) ? 'active' : 'noMapLinks',
          transitionsCount: widget.transitionsCount,
          ratingsCount: widget.ratingsCount,
          bookingsCount: 0,
        })),
        ...bookings.map((widget) => ({
          kind: 'booking',
          id: widget.id,
          name: widget.name,
          state: widget.allowedOrigins.length > 0 ? 'active' : 'noAllowedSites',
          transitionsCount: 0,
          ratingsCount: 0,
          bookingsCount: widget.bookingsCount,
        })),
        // The screen names it in the reader's language by its kind.
        { kind: 'confirm', id: 'confirm', name: 'Visit confirmation', state: 'active', transitionsCount: 0, ratingsCount: 0, bookingsCount: 0 },
      ]);
    },

    async getReview(userId: string, id: string): Promise<ReviewWidget> {
      await pro(userId);
      return getReview(userId, id);
    },

    async createReview(userId: string, fields: SavedReviewWidgetFields): Promise<ReviewWidget> {
      await pro(userId);
      return getReview(userId, await insertReviewWidget(db, userId, fields));
    },

    /** The whole widget, refused 409 VERSION_CONFLICT (with the widget as stored) when based on a stale version. */
    async saveReview(userId: string, id: string, fields: SavedReviewWidgetFields): Promise<ReviewWidget> {
      await pro(userId);
      if (!isUuid(id)) throw widgetNotFound();
      await db.transaction(async (tx) => {
        const current = await findReviewWidget(tx, userId, id, true);
        if (!current) throw widgetNotFound();
        requireVersion(fields.version, current.version, () => current);
        await updateReviewWidget(tx, id, fields);
      });
      return getReview(userId, id);
    },

    /** The ratings one of the owner's Review widgets collected (`/widgets/reviews/rating/{id}`). */
    async ratings(userId: string, id: string, query: RatingsFilter & { page: number; pageSize: number }): Promise<WidgetRatingPage> {
      await pro(userId);
      const widget = await getReview(userId, id);
      return ratingsPage(db, widget.id, query, clock.now());
    },

    /** The same ratings for the CSV export, with the widget's name for the file. */
    async ratingsExport(userId: string, id: string, filter: RatingsFilter): Promise<{ widget: ReviewWidget; rows: WidgetRating[] }> {
      await pro(userId);
      const widget = await getReview(userId, id);
      return { widget, rows: await ratingsForExport(db, widget.id, filter, clock.now()) };
    },

    async getConfirm(userId: string): Promise<ConfirmWidget> {
      await pro(userId);
      return findConfirmWidget(db, userId);
    },

    /** At least one button stays on the visit page (confirm.noButton at showCancelButton); versioned like the Review widget. */
    async saveConfirm(userId: string, fields: SavedConfirmWidgetFields): Promise<ConfirmWidget> {
      await pro(userId);
      if (!fields.showConfirmButton && !fields.showCancelButton) throw ruleViolation({ showCancelButton: 'confirm.noButton' });
      await db.transaction(async (tx) => {
        const current = await findConfirmWidget(tx, userId, true);
        requireVersion(fields.version, current.version, () => current);
        await upsertConfirmWidget(tx, userId, fields);
      });
      return findConfirmWidget(db, userId);
    },
  };
}
