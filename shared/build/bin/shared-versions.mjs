#!/usr/bin/env node
// @ts-check
/**
 * `npm run shared:versions`: gives each shared singleton package whose content changed its next minor
 * version and records the content of every one (shared/build/shared-versions.json). `--check` only
 * reports, and fails when a version is not true to its content.
 */
import { staleSharedVersions, writeSharedVersions } from '../sharedVersions.mjs';

if (process.argv.includes('--check')) {
  const problems = staleSharedVersions();
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0) {
    console.error('Run `npm run shared:versions` (a breaking change: raise the major in the package.json first).');
    process.exit(1);
  }
  console.info('Every shared package version is true to its content.');
} else {
  const moved = writeSharedVersions();
  for (const { name, from, to } of moved) console.info(`${name}: ${from} → ${to}`);
  console.info(moved.length > 0 ? 'Recorded. Publish the shell with these versions before remotes built against them.' : 'No shared package changed; recorded.');
}
