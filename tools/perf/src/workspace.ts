import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_GRAPH_FILE } from '@cabinet/build/chunk-graph';
import { APPS, portOf } from '@cabinet/build/ports';
import { compressOnce } from '@cabinet/build/serve';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PERF_DIR = path.join(ROOT, 'tools/perf');
export const BASELINE_DIST = path.join(PERF_DIR, 'dist/baseline');
export const RESULTS_JSON = path.join(ROOT, 'docs/performance.json');
export const RESULTS_MD = path.join(ROOT, 'docs/performance.md');
export const BUDGET_FILE = path.join(PERF_DIR, 'budget.json');

export type AppName = (typeof APPS)[number]['name'];

/** Where the measured builds are: the checkout, or the frozen copy a bench serves (rebuilds during a run do not reach it). */
export function distRoot(): string {
  return process.env.CABINET_BENCH_DIST ?? ROOT;
}

export function distOf(app: string): string {
  const found = APPS.find((candidate) => candidate.name === app);
  if (!found) throw new Error(`Unknown app ${app}`);
  return path.join(distRoot(), found.dir, 'dist');
}

/** Copies every app's build aside, whole, and measures that copy from now on. */
export function freezeBuilds(): string {
  const frozen = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-dist-'));
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    for (const file of [CHUNK_GRAPH_FILE, 'mf-manifest.json']) {
      if (!existsSync(path.join(dist, file))) throw new Error(`${app.name} has no ${file}: build it for production first (or wait for a rebuild to end).`);
    }
    cpSync(dist, path.join(frozen, app.dir, 'dist'), { recursive: true });
  }
  process.env.CABINET_BENCH_DIST = frozen;
  return frozen;
}

/** The app whose origin served a URL (each app has its own port), or null for the API and others. */
export function appOfUrl(url: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const port = Number(new URL(url).port);
  return APPS.find((app) => portOf(app.name, env) === port)?.name ?? null;
}

export interface Bytes {
  raw: number;
  gzip: number;
  br: number;
}

export const NO_BYTES: Bytes = { raw: 0, gzip: 0, br: 0 };

export function addBytes(a: Bytes, b: Bytes): Bytes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br };
}

/** Sizes of built files as served: brotli 11 and gzip 9, the forms the static servers send. */
export async function sizeOf(files: Iterable<string>): Promise<Bytes> {
  const sizes = await Promise.all(
    [...files].map(async (file) => {
      const forms = await compressOnce(file);
      return { raw: readFileSync(file).length, gzip: forms.gzip.length, br: forms.br.length };
    }),
  );
  return sizes.reduce(addBytes, NO_BYTES);
}

/** One file of a build and the chunk groups that load it (written by ChunkGraphPlugin at build time). */
export interface ChunkFile {
  file: string;
  groups: string[];
}

export function readChunkGraph(app: string): ChunkFile[] {
  const file = path.join(distOf(app), CHUNK_GRAPH_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build ${app} for production first.`);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file} is not a chunk graph`);
  return parsed.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'file' in entry && 'groups' in entry && typeof entry.file === 'string' && Array.isArray(entry.groups)
      ? [{ file: entry.file, groups: entry.groups.filter((group: unknown): group is string => typeof group === 'string') }]
      : [],
  );
}

/** Per app, the chunk groups a page loaded: what a byte figure is made of, rebuild after rebuild. */
export type GroupSet = Record<string, string[]>;

/** The files of an app's build that the given chunk groups load. */
export function filesOfGroups(groups: GroupSet): string[] {
  return Object.entries(groups).flatMap(([app, keys]) => {
    const wanted = new Set(keys);
    return readChunkGraph(app)
      .filter((chunk) => chunk.groups.some((group) => wanted.has(group)))
      .map((chunk) => path.join(distOf(app), chunk.file));
  });
}

/**
 * The chunk groups fully loaded by a set of files of one app: a group counts when every file
 * it needs was loaded, so a chunk two groups share does not drag in the group that did not load.
 */
export function groupsLoaded(app: string, loadedFiles: ReadonlySet<string>): string[] {
  const graph = readChunkGraph(app);
  const groups = new Set(graph.flatMap((chunk) => chunk.groups));
  return [...groups]
    .filter((group) => {
      const files = graph.filter((chunk) => chunk.groups.includes(group)).map((chunk) => chunk.file);
      return files.length > 0 && files.every((file) => loadedFiles.has(file));
    })
    .sort();
}
