import { jestConfig } from '@cabinet/build/jest';

const preset = jestConfig({ dir: import.meta.dirname, environment: 'node' });
// The ESM-only packages of call uploads (@tus/server and its srvx; file-type and music-metadata with their
// tokenizers) and pdf.js (the knowledge base's PDF reader) are transformed too, as the preset does for ky and jose.
const ESM_ONLY = ['ky', 'jose', 'cookie', 'country-to-currency', '@tus\\+[a-z-]+', 'srvx', 'file-type', 'music-metadata', 'strtok3', 'token-types', '@tokenizer\\+[a-z-]+', 'uint8array-extras', '@borewit\\+[a-z-]+', 'peek-readable', 'media-typer', 'win-guid', 'pdfjs-dist'];

export default {
  ...preset,
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
  // Their exports name only `import` for Node: jest resolves with `require`, so their entries are named here.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
    '^music-metadata$': '<rootDir>/node_modules/music-metadata/lib/index.js',
  },
  // Tests that start API processes on a PostgreSQL server run under `npm run test:postgres` only (TEST_DATABASE_URL).
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$'])],
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
