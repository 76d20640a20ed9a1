import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import webpack from 'webpack';
import { portOf } from '@cabinet/build/ports';
import { compressing } from '@cabinet/build/serve';
import config from './baseline/webpack.config.mjs';
import { BASELINE_DIST, sizeOf, type Bytes } from './workspace';

/** Builds the single-bundle login page with the apps' toolchain (same webpack, loader, minifier). */
export function buildBaseline(): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'The baseline did not build'));
      else resolve();
    });
  });
}

export const baselineOrigin = () => `http://localhost:${portOf('shell') + 20}`;

/** Serves the baseline as the apps are served: compressed once, from its own origin. */
export function serveBaseline(): Promise<http.Server> {
  const index = readFileSync(path.join(BASELINE_DIST, 'index.html'));
  const handler = compressing(BASELINE_DIST, (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(index);
  });
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once('error', reject);
    server.listen(portOf('shell') + 20, '127.0.0.1', () => resolve(server));
  });
}

/** The baseline's JavaScript: every script its page references (one bundle). */
export async function baselineBytes(): Promise<Bytes> {
  const html = readFileSync(path.join(BASELINE_DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((match) => path.join(BASELINE_DIST, match[1] ?? ''));
  if (scripts.length === 0 || !scripts.every((file) => existsSync(file))) throw new Error('The baseline is not built');
  return sizeOf(scripts);
}
