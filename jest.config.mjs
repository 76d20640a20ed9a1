// Every package's own jest config, run together by `npm test`; a team runs its own with `pnpm --filter … test`.
export default {
  // A global option: the projects' own testTimeout applies only when a package runs alone.
  testTimeout: 30_000,
  projects: ['<rootDir>/shared/*/jest.config.mjs', '<rootDir>/shell/jest.config.mjs', '<rootDir>/mf-*/jest.config.mjs', '<rootDir>/api-server/jest.config.mjs', '<rootDir>/tools/perf/jest.config.mjs'],
};
