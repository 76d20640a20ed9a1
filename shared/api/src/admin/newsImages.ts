import * as z from '@cabinet/api/zod';

/*
 * News images (issue 31, /admin/news): a super-admin uploads a PNG or JPG, the API keeps it and serves it at an
 * address of its own that the item's desktopImage or mobileImage then holds. The type is read from the bytes,
 * never from the name, on both sides.
 */

/** Decision (spec section 5 names the formats, not a size): at most 2 MB, shown to the admin in MB. */
export const NEWS_IMAGE_MAX_MB = 2;
export const NEWS_IMAGE_MAX_BYTES = NEWS_IMAGE_MAX_MB * 1024 * 1024;

export const NEWS_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type NewsImageType = (typeof NEWS_IMAGE_TYPES)[number];

export const NEWS_IMAGE_PATHS = {
  /** POST an image's bytes (application/octet-stream), super-admins: 201 with its address. */
  upload: 'api/v1/ServiceNews/Images',
  /** GET a stored image (anyone: owners' pages draw it), `{id}.png` or `{id}.jpg`. */
  image: 'api/v1/ServiceNews/Images/:file',
} as const;

/** An uploaded image: the address a news item shows it by. */
export const newsImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(NEWS_IMAGE_TYPES),
  sizeBytes: z.number(),
});
export type NewsImage = z.infer<typeof newsImageSchema>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => bytes.length >= prefix.length && prefix.every((byte, at) => bytes[at] === byte);

/** The image's type from its first bytes (the PNG signature, the JPEG start of image); null for anything else. */
export function newsImageTypeOf(bytes: Uint8Array): NewsImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_START)) return 'image/jpeg';
  return null;
}
