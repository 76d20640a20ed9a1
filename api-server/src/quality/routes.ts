import { z } from 'zod';
import { checklistSchema, checklistVersionsSchema, QUALITY_PATHS, saveChecklistRequestSchema } from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { qualityService } from './service';

const versionParamsSchema = z.object({ version: z.coerce.number().int() });

/** The quality domain's routes (issue 34): each declares its path, access, schemas and errors, and delegates. */
export function qualityRoutes(ctx: AppContext): Route[] {
  const service = qualityService(ctx);
  return [
    route({
      method: 'GET',
      path: QUALITY_PATHS.checklist,
      access: 'user',
      summary: "The caller's current quality checklist",
      description: 'Version 0 with no criteria until the first save.',
      responses: { 200: { description: 'The newest version', schema: checklistSchema } },
      handler: ({ caller }) => service.checklist(caller.userId),
    }),
    route({
      method: 'PUT',
      path: QUALITY_PATHS.checklist,
      access: 'user',
      summary: 'Save the checklist as its next version',
      description:
        'The whole list in order, with the version it was based on (0 for the first save): a stale one answers 409 VERSION_CONFLICT with the checklist as stored. Old versions never change; a kept criterion keeps its id.',
      body: saveChecklistRequestSchema,
      responses: { 200: { description: 'The new version', schema: checklistSchema } },
      errors: {
        400: 'VALIDATION_FAILED with rule codes at the fields: checklist.empty and checklist.tooMany at items; required, text.tooLong, checklist.duplicateTitle at items.N.title; checklist.weightRange at items.N.weight',
        409: 'VERSION_CONFLICT',
      },
      handler: ({ caller, body }) => service.saveChecklist(caller.userId, body()),
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.checklistVersions,
      access: 'user',
      summary: 'Every saved version of the checklist',
      responses: { 200: { description: 'Newest first, with how many criteria (and fatal ones) each has', schema: checklistVersionsSchema } },
      handler: ({ caller }) => service.versions(caller.userId),
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.checklistVersion,
      access: 'user',
      summary: 'One saved version of the checklist, as the reports scored with it read it',
      params: versionParamsSchema,
      responses: { 200: { description: 'The version', schema: checklistSchema } },
      errors: { 400: 'VALIDATION_FAILED', 404: 'CHECKLIST_VERSION_NOT_FOUND' },
      handler: ({ caller, params }) => service.version(caller.userId, params().version),
    }),
  ];
}
