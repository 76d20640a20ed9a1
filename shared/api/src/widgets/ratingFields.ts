import * as z from '@cabinet/api/zod';
import { RATING_MAX, RATING_MIN, REVIEW_ROUTING_MODES, WIDGET_LANGUAGES } from './rules';

/*
 * The fields the rating page (public.ts) shares with the Review widget (schemas.ts): apart, so a client's
 * phone loading the page loads none of the owner's entities (mf-widgets's public views are budget figures).
 */

export const widgetLanguageSchema = z.enum(WIDGET_LANGUAGES);
export const reviewRoutingModeSchema = z.enum(REVIEW_ROUTING_MODES);
export const ratingSchema = z.int().check(z.gte(RATING_MIN, { error: 'rating.range' }), z.lte(RATING_MAX, { error: 'rating.range' }));
