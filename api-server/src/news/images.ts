import { z } from 'zod';
import { fillPath } from '@cabinet/api/contract';
import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_MB, NEWS_IMAGE_PATHS, newsImageSchema, newsImageTypeOf, type NewsImage, type NewsImageType } from '@cabinet/api/admin';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';

const EXTENSIONS: Record<NewsImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/i;

const tooLarge = () => new ApiError(413, 'NEWS_IMAGE_TOO_LARGE', `The image is larger than ${NEWS_IMAGE_MAX_MB} MB`);
const notAnImage = () => new ApiError(415, 'NEWS_IMAGE_FORMAT', 'The file is not a PNG or JPG image (its content was read, not its name)');
const noImage = () => new ApiError(404, 'NEWS_IMAGE_NOT_FOUND', 'No such news image');

/** Checks an upload (size, then the type its bytes say) and keeps it. */
export async function storeNewsImage(q: Queryable, bytes: Uint8Array): Promise<{ id: string; contentType: NewsImageType; sizeBytes: number }> {
  if (bytes.length > NEWS_IMAGE_MAX_BYTES) throw tooLarge();
  const contentType = newsImageTypeOf(bytes);
  if (contentType === null) throw notAnImage();
  const [row] = await q.query<{ id: string }>('insert into news_images (content_type, content, size_bytes) values ($1, $2, $3) returning id', [contentType, bytes, bytes.length]);
  if (!row) throw new Error('news image not stored');
  return { id: row.id, contentType, sizeBytes: bytes.length };
}

async function readNewsImage(q: Queryable, file: string): Promise<{ contentType: string; content: Uint8Array } | null> {
  const match = FILE.exec(file);
  if (!match) return null;
  const [row] = await q.query<{ content_type: string; content: Uint8Array }>('select content_type, content from news_images where id = $1', [match[1]?.toLowerCase()]);
  if (!row || EXTENSIONS[row.content_type === 'image/png' ? 'image/png' : 'image/jpeg'] !== match[2]?.toLowerCase()) return null;
  return { contentType: row.content_type, content: row.content };
}

/**
 * News images: a super-admin uploads the bytes, the API keeps them (table news_images) and serves them at an
 * address ending in the type's extension, which the item's image fields take (http(s) only, as before).
 */
export function newsImageRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const addressOf = (id: string, type: NewsImageType) => `${ctx.config.publicUrl}/${fillPath(NEWS_IMAGE_PATHS.image, { file: `${id}.${EXTENSIONS[type]}` })}`;
  return [
    route({
      method: 'POST',
      path: NEWS_IMAGE_PATHS.upload,
      access: 'superAdmin',
      summary: 'Upload a news image',
      description: `The body is the image's bytes (application/octet-stream). PNG or JPG, read from the content whatever the file's name, at most ${NEWS_IMAGE_MAX_MB} MB. Answers its address for desktopImage or mobileImage.`,
      // Room past the limit, so a file just over it hears NEWS_IMAGE_TOO_LARGE rather than the platform's 413.
      bodyLimit: NEWS_IMAGE_MAX_BYTES * 2,
      responses: { 201: { description: 'Stored', schema: newsImageSchema } },
      errors: { 413: 'NEWS_IMAGE_TOO_LARGE', 415: 'NEWS_IMAGE_FORMAT: not PNG or JPG by its content; VALIDATION_FAILED: the body is not application/octet-stream' },
      async handler({ request, reply }) {
        const bytes = request.body instanceof Uint8Array ? request.body : new Uint8Array();
        const stored = await storeNewsImage(db, bytes);
        const image: NewsImage = { ...stored, url: addressOf(stored.id, stored.contentType) };
        return reply.code(201).send(image);
      },
    }),
    route({
      method: 'GET',
      path: NEWS_IMAGE_PATHS.image,
      access: 'guest',
      summary: 'A news image',
      description: 'Anyone may read it: the owners’ bell, sidebar and carousel draw it. Never changes, so cached for a year.',
      params: z.object({ file: z.string().max(64) }),
      responses: { 200: { description: 'The image', contentType: 'image/png' } },
      errors: { 404: 'NEWS_IMAGE_NOT_FOUND' },
      async handler({ params, reply }) {
        const image = await readNewsImage(db, params().file);
        if (!image) throw noImage();
        return reply.type(image.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(image.content));
      },
    }),
  ];
}
