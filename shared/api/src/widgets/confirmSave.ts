import * as z from '@cabinet/api/zod';
import { allowedOriginsSchema } from './embedding';

// The Confirm widget's save (its answer is schemas.ts' confirmWidgetSchema): apart, with the origins' schema it takes.

/**
 * PUT the Confirm widget. At least one button stays (rule code confirm.noButton at showCancelButton);
 * allowedOrigins as a booking widget's (origin.invalid, origin.tooMany, list.duplicate; none when left out).
 */
export const saveConfirmWidgetRequestSchema = z.object({
  showPrice: z.boolean(),
  showMasterName: z.boolean(),
  showConfirmButton: z.boolean(),
  showCancelButton: z.boolean(),
  allowedOrigins: allowedOriginsSchema,
  version: z.optional(z.int()),
});
export type SaveConfirmWidgetRequest = z.input<typeof saveConfirmWidgetRequestSchema>;
export type SavedConfirmWidgetFields = z.output<typeof saveConfirmWidgetRequestSchema>;
