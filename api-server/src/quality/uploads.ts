import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDIO_EXTENSIONS, AUDIO_MAX_BYTES, AUDIO_MAX_MB, isAudioFileName, QUALITY_PATHS } from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import { ApiError } from '../platform/http/ApiError';
import { detectAudioFormat, readDuration } from './audio';
import { insertCall } from './calls';
import { callsDirectory, sendTranscription } from './transcription';


const refusal = (error: ApiError) => ({ status_code: error.statusCode, body: JSON.stringify(error.toBody()) });
const allowedList = AUDIO_EXTENSIONS.join(', ');
export const formatNotAllowed = (fileName: string) =>
  new ApiError(415, 'AUDIO_FORMAT_NOT_ALLOWED', `File format incorrect: ${fileName}. Allowed formats: ${allowedList}`);
const tooLarge = () => new ApiError(413, 'AUDIO_TOO_LARGE', `The file is larger than ${AUDIO_MAX_MB} MB`);
const uploadNotFound = () => new ApiError(404, 'UPLOAD_NOT_FOUND', 'Upload not found');

/** An upload's id starts with its owner's: nobody resumes, reads or ends another account's upload. */
const ownerPrefix = (userId: string) => `${userId.replace(/-/g, '')}-`;
/** The owner's id back from an upload's (its first 32 hex digits, as a uuid). */
const ownerOfUpload = (uploadId: string) => uploadId.slice(0, 32).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const BEARER = /^Bearer (\S+)$/;

/**
 * Call recordings arrive over tus 1.0.0 (@tus/server, files under DATA_DIR/uploads/calls), so a dropped
 * connection or a reload resumes from the offset the server has. The type is checked twice: by the name
 * when the upload is created (415 before any byte is sent) and by the content when it finishes (a renamed
 * file is refused and deleted). A finished upload becomes a call with its duration read from the file, and
 * its transcription is queued (transcription.ts).
 */
export function callUploads(ctx: Pick<AppContext, 'db' | 'config' | 'origins' | 'tokens' | 'jobs'>) {
  const directory = callsDirectory(ctx.config.dataDir);
  mkdirSync(directory, { recursive: true });
  const datastore = new FileStore({ directory });
  // tus names the upload from the web Request it builds, so the caller is read again from its token (the
  // route's access check has already refused a request without a valid one).
  async function callerOf(request: Request): Promise<string> {
    const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
    const claims = token ? await ctx.tokens.verifyAccessToken(token) : null;
    if (!claims) throw refusal(new ApiError(401, 'UNAUTHORIZED', 'Unauthorized'));
    return claims.userId;
  }
  const fileNameOf = (upload: Upload) => upload.metadata?.filename ?? upload.metadata?.name ?? '';

  const tus = new Server({
    path: `/${QUALITY_PATHS.callUploads}`,
    datastore,
    maxSize: AUDIO_MAX_BYTES,
    relativeLocation: true,
    // The cabinet's origins, as the API's CORS allows them (tus writes its own CORS headers).
    allowedOrigins: (origin) => ctx.origins.isAllowed(origin),
    namingFunction: async (request) => `${ownerPrefix(await callerOf(request))}${crypto.randomUUID().replace(/-/g, '')}`,
    async onUploadCreate(_request, upload) {
      const fileName = fileNameOf(upload);
      if (!isAudioFileName(fileName)) throw refusal(formatNotAllowed(fileName || '(no name)'));
      return {};
    },
    async onUploadFinish(_request, upload) {
      const fileName = fileNameOf(upload);
      const file = path.join(directory, upload.id);
      const format = await detectAudioFormat(file);
      if (!format) {
        await datastore.remove(upload.id);
        throw refusal(formatNotAllowed(fileName));
      }
      const call = await insertCall(ctx.db, {
        userId: ownerOfUpload(upload.id),
        uploadId: upload.id,
        fileName,
        format,
        sizeBytes: (await stat(file)).size,
        durationSeconds: await readDuration(file, format),
      });
      // After the row is committed (the sweep resends it should this send be lost to a crash).
      await sendTranscription(ctx.jobs, call.id);
      // tus answers 204; the call is sent along (clients read it where they can, the list has it anyway).
      return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(call) };
    },
    onResponseError(_request, error) {
      if ('status_code' in error && error.status_code === 413) return refusal(tooLarge());
      return undefined;
    },
  });

  return {
    directory,
    /** Hands a verified caller's request to tus; an upload id of another account is not found. */
    async handle(request: FastifyRequest, reply: FastifyReply, userId: string, uploadId?: string): Promise<void> {
      if (uploadId !== undefined && !uploadId.startsWith(ownerPrefix(userId))) throw uploadNotFound();
      // The CORS headers fastify's plugin put on the reply, which tus writes past.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    },
    remove: (uploadId: string) => datastore.remove(uploadId),
  };
}
