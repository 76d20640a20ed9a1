import { jestConfig } from '@cabinet/build/jest';

export default {
  ...jestConfig({ dir: import.meta.dirname, environment: 'node' }),
  // The preset's node environment plus a native PGlite loader: see jest-environment.cjs.
  testEnvironment: '<rootDir>/jest-environment.cjs',
};
