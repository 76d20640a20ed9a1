import * as z from '@cabinet/api/zod';
import { phoneSchema } from '../phoneRules';
import { flowButtonsOf, flowIntegrationSchema, flowModeSchema, flowSettingsShape, flowTypeSchema } from './schemas';

/*
 * The flow calls whose body can carry a phone (a call button's), part of `@cabinet/api/phone`: the number
 * is checked against the numbering plans and stored in E.164. Everything else about a flow is in schemas.ts.
 */

/** The settings a flow is written with: as stored, but a call button's phone must be a valid number. */
const flowSettingsRequestSchema = z.object({ ...flowSettingsShape, buttons: flowButtonsOf(phoneSchema) });

/**
 * POST api/v1/Workflows, a blank flow (201 Flow). Only the type is required: the title defaults to "New
 * flow", the text to empty, the hours to -1, every weekday, and the type's own settings to
 * FLOW_TYPE_DEFAULTS. mode defaults to test (DEFAULT_FLOW_MODE); integration to yclients.
 */
export const createFlowRequestSchema = z.extend(z.partial(flowSettingsRequestSchema), {
  type: flowTypeSchema,
  mode: z.optional(flowModeSchema),
  integration: z.optional(flowIntegrationSchema),
});
export type CreateFlowRequest = z.input<typeof createFlowRequestSchema>;

/**
 * PATCH api/v1/Workflows/{id} (200 Flow): the editor saves one tab at a time, so every field is optional;
 * absent fields keep their value, null clears a nullable one, and the rules run on the merged flow.
 * Changing the type fills that type's unset settings with its defaults. Mode and status change only
 * through their own calls (Mode, Pause, Resume), where their rules live.
 */
export const updateFlowRequestSchema = z.extend(z.partial(flowSettingsRequestSchema), {
  /** The version the edit was based on (Flow.version): a stale one is refused 409 VERSION_CONFLICT. */
  version: z.optional(z.int()),
});
export type UpdateFlowRequest = z.input<typeof updateFlowRequestSchema>;
