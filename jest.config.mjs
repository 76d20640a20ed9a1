// Every package's own jest config, run together by `npm test`; a team runs its own with `pnpm --filter … test`.
export default {
  // A global option: the projects' own testTimeout applies only when a package runs alone.
  testTimeout: 30_000,
  // Both cores: jest's default (cores - 1) runs a two-core CI machine's tests one file at a time, and a test
  // file spends much of its time waiting (PGlite starting, a server answering).
  maxWorkers: '100%',
  projects: ['<rootDir>/shared/*/jest.config.mjs', '<rootDir>/shell/jest.config.mjs', '<rootDir>/mf-*/jest.config.mjs', '<rootDir>/api-server/jest.config.mjs', '<rootDir>/tools/perf/jest.config.mjs'],
};
