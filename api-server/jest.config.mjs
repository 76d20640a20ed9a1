import { jestConfig } from '@cabinet/build/jest';

export default {
  ...jestConfig({ dir: import.meta.dirname, environment: 'node' }),
  // The preset's node environment plus a native PGlite loader: see jest-environment.cjs.
  testEnvironment: '<rootDir>/jest-environment.cjs',
  // A fresh PGlite takes 2 to 4 s to start in each test file's beforeAll on an idle machine, and over 30 s
  // when other builds share its two cores: a hook's time-out is not a measure of speed.
  testTimeout: 90_000,
};
