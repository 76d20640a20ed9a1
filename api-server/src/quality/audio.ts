import { link, unlink } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import type { AudioExtension } from '@cabinet/api/quality';

/** file-type's names of the audio containers a call may come in, as the formats of spec section 5. */
const DETECTED: Readonly<Record<string, AudioExtension>> = {
  mp3: 'mp3',
  wav: 'wav',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  flac: 'flac',
  aif: 'aiff',
  aiff: 'aiff',
  aac: 'aac',
  m4a: 'm4a',
  mp4: 'm4a',
  // Windows Media Audio comes in an ASF container.
  asf: 'wma',
};

/** The audio format read from the file's content (its magic numbers), or null when it is not one a call may be. */
export async function detectAudioFormat(filePath: string): Promise<AudioExtension | null> {
  const found = await fileTypeFromFile(filePath);
  return found ? (DETECTED[found.ext] ?? null) : null;
}

/**
 * The recording's duration in seconds as its headers (or, for MP3, its frames) tell it, or null where they do
 * not. A stored upload's name has no extension, so the parser is picked through a link named with the format
 * its content was read as (music-metadata's guess from content fails under jest's module transform).
 */
export async function readDuration(filePath: string, format: AudioExtension): Promise<number | null> {
  const named = `${filePath}.${format}`;
  try {
    await link(filePath, named);
    const { format: read } = await parseFile(named, { duration: true, skipCovers: true });
    return read.duration !== undefined && Number.isFinite(read.duration) ? Math.round(read.duration * 100) / 100 : null;
  } catch {
    return null;
  } finally {
    await unlink(named).catch(() => undefined);
  }
}
