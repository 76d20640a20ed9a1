import { z } from 'zod';
import {
  callDetailSchema,
  callListSchema,
  callSchema,
  checklistSchema,
  checklistVersionsSchema,
  createReportRequestSchema,
  QUALITY_PATHS,
  qualityOverviewSchema,
  reportDetailSchema,
  reportListSchema,
  saveChecklistRequestSchema,
} from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { qualityService } from './service';
import { callUploads } from './uploads';
import { qualityOverview } from './overview';
import { chatRoutes } from './chatRoutes';

const versionParamsSchema = z.object({ version: z.coerce.number().int() });
const uploadParamsSchema = z.object({ uploadId: z.string().max(80) });
const idParamsSchema = z.object({ id: z.string() });
const TUS = 'The tus 1.0.0 protocol: Tus-Resumable 1.0.0 on every request.';
const UPLOAD_ERRORS = {
  404: 'UPLOAD_NOT_FOUND: no such upload of the caller',
  413: 'AUDIO_TOO_LARGE: over AUDIO_MAX_MB',
  415: 'AUDIO_FORMAT_NOT_ALLOWED: by the name at creation, by the content at the end (the upload is deleted); the message lists the allowed formats',
};

/** The quality domain's routes (issue 34): each declares its path, access, schemas and errors, and delegates. */
export function qualityRoutes(ctx: AppContext): Route[] {
  const service = qualityService(ctx);
  const uploads = callUploads(ctx);
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
    route({
      method: 'POST',
      path: QUALITY_PATHS.callUploads,
      access: 'user',
      summary: 'Start uploading a call recording (tus creation)',
      description: `${TUS} Upload-Length (at most AUDIO_MAX_MB), Upload-Metadata with \`filename\` (base64). Answers 201 with Location.`,
      responses: { 201: { description: 'Created: the upload’s URL in Location' } },
      errors: UPLOAD_ERRORS,
      handler: ({ request, reply, caller }) => uploads.handle(request, reply, caller.userId),
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.callUpload,
      access: 'user',
      summary: 'HEAD: how much of an upload the server has (tus Upload-Offset), to resume from there',
      description: TUS,
      params: uploadParamsSchema,
      responses: { 200: { description: 'Upload-Offset and Upload-Length headers' } },
      errors: UPLOAD_ERRORS,
      handler: ({ request, reply, caller, params }) => uploads.handle(request, reply, caller.userId, params().uploadId),
    }),
    route({
      method: 'PATCH',
      path: QUALITY_PATHS.callUpload,
      access: 'user',
      summary: 'Send the next bytes of an upload from its offset (application/offset+octet-stream)',
      description: `${TUS} The last bytes make it a call: 200 with the call (its duration read from the file).`,
      params: uploadParamsSchema,
      responses: { 204: { description: 'Stored up to the new Upload-Offset' }, 200: { description: 'The upload is complete: the call', schema: callSchema } },
      errors: UPLOAD_ERRORS,
      handler: ({ request, reply, caller, params }) => uploads.handle(request, reply, caller.userId, params().uploadId),
    }),
    route({
      method: 'DELETE',
      path: QUALITY_PATHS.callUpload,
      access: 'user',
      summary: 'Give up an upload (tus termination)',
      description: TUS,
      params: uploadParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: UPLOAD_ERRORS,
      handler: ({ request, reply, caller, params }) => uploads.handle(request, reply, caller.userId, params().uploadId),
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.calls,
      access: 'user',
      summary: "The caller's uploaded calls, newest first",
      responses: { 200: { description: 'The calls', schema: callListSchema } },
      handler: ({ caller }) => service.calls(caller.userId),
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.call,
      access: 'user',
      summary: 'One call with its transcript and its item-by-item scoring',
      description: 'Each criterion of the checklist version it was scored against, in order, with its outcome and the quoted line it rests on.',
      params: idParamsSchema,
      responses: { 200: { description: 'The call', schema: callDetailSchema } },
      errors: { 404: 'CALL_NOT_FOUND' },
      handler: ({ caller, params }) => service.call(caller.userId, params().id),
    }),
    route({
      method: 'DELETE',
      path: QUALITY_PATHS.call,
      access: 'user',
      summary: 'Delete a call and its recording',
      params: idParamsSchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'CALL_NOT_FOUND' },
      async handler({ caller, params, reply }) {
        const uploadId = await service.deleteCall(caller.userId, params().id);
        await uploads.remove(uploadId).catch(() => undefined);
        return reply.code(204).send();
      },
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.overview,
      access: 'user',
      summary: "The quality host's home: reports in progress and ready, the average score and its trend, the worst criteria, the setup",
      description:
        'Computed from the stored rows: the average is the mean score of the conversations of the reports finished in the last 30 days (and of the 30 before, the trend); the worst criteria are the current checklist\'s with the lowest pass rate in those reports.',
      responses: { 200: { description: 'The overview', schema: qualityOverviewSchema } },
      handler: ({ caller }) => qualityOverview(ctx.db, caller.userId, ctx.clock.now()),
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.reports,
      access: 'user',
      summary: "The caller's quality reports, newest first",
      responses: { 200: { description: 'The reports with their state and progress', schema: reportListSchema } },
      handler: ({ caller }) => service.reports(caller.userId),
    }),
    route({
      method: 'POST',
      path: QUALITY_PATHS.reports,
      access: 'user',
      summary: 'Create a quality report of a period and a source (calls or chats), queued on the job queue',
      description:
        'Scored with the checklist version current now (kept on the report). States Created → InProgress → Done | Error; when Done the owner is notified on WhatsApp through the sending engine.',
      body: createReportRequestSchema,
      responses: { 201: { description: 'The report, Created', schema: reportDetailSchema } },
      errors: {
        400: 'VALIDATION_FAILED: report.periodOrder or report.periodTooLong at to; a source other than calls or chats; a day not YYYY-MM-DD',
        409: 'CHECKLIST_REQUIRED (no checklist saved yet); REPORT_EMPTY (nothing of the source in the period)',
      },
      async handler({ caller, body, reply }) {
        const created = await service.createReport(caller.userId, body());
        return reply.code(201).send(created);
      },
    }),
    route({
      method: 'GET',
      path: QUALITY_PATHS.report,
      access: 'user',
      summary: 'One quality report with its progress, per-operator and per-criterion aggregates, and the owner’s notice',
      params: idParamsSchema,
      responses: { 200: { description: 'The report', schema: reportDetailSchema } },
      errors: { 404: 'REPORT_NOT_FOUND' },
      handler: ({ caller, params }) => service.report(caller.userId, params().id),
    }),
    ...chatRoutes(ctx),
  ];
}
