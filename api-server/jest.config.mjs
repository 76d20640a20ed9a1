import { jestConfig } from '@cabinet/build/jest';

export default {
  ...jestConfig({ dir: import.meta.dirname, environment: 'node' }),
  // The preset's node environment plus a native PGlite loader: see jest-environment.cjs.
  testEnvironment: '<rootDir>/jest-environment.cjs',
  // Each test's database is a copy of a template migrated (and seeded) once per run: see openTestDb in
  // src/testing/createTestApp.ts.
  globalSetup: '<rootDir>/src/testing/jestGlobalSetup.ts',
  globalTeardown: '<rootDir>/jest-global-teardown.cjs',
  // A PGlite takes seconds to start in each test file's beforeAll on an idle machine, and over 30 s when
  // other builds share its two cores: a hook's time-out is not a measure of speed.
  testTimeout: 90_000,
  // The same time-out under the root config, whose testTimeout is global.
  setupFilesAfterEnv: ['<rootDir>/src/testing/jestSetup.ts'],
};
