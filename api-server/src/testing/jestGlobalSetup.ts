import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setPasswordCostForTests } from '../account/passwords';
import { buildTestDbTemplates } from './createTestApp';
import { TEMPLATES_DIR_VARIABLE, TEST_PASSWORD_LOG2_N } from './templates';

/**
 * jest's global setup for api-server (jest.config.mjs): one folder per run for the template databases,
 * named in the environment before jest starts its workers so that every worker copies the same ones, and
 * the templates built there once. jest-global-teardown.cjs removes them.
 */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cabinet-test-db-'));
  process.env[TEMPLATES_DIR_VARIABLE] = dir;
  // Here, in jest's own process, PGlite loads as in the test environment: natively (jest-environment.cjs).
  const require = createRequire(__filename);
  globalThis.loadNativePglite ??= () => require('@electric-sql/pglite');
  // The demo accounts' hashes at the tests' cost, as jestSetup.ts sets it in every test file.
  setPasswordCostForTests(TEST_PASSWORD_LOG2_N);
  await buildTestDbTemplates(dir);
}
