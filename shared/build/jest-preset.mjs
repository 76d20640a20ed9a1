// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { screenCatalogueFolders } from './lingui.mjs';

const require = createRequire(import.meta.url);

/**
 * The jest config of one package. Tests sit beside their subject (*.test.ts(x)).
 * @param {{ dir: string; environment?: 'jsdom' | 'node' }} options
 * @returns {import('jest').Config}
 */
export function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: environment === 'jsdom' ? require.resolve('./jest-environment.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // pnpm keeps packages under node_modules/.pnpm/NAME@VERSION: ESM-only ones must be transformed
    // (cookie 2 comes with light-my-request, which fastify's inject uses in api-server's tests).
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|jose|cookie|country-to-currency|@ant-design\\+colors)@)'],
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./jest-setup.mjs')] : [],
    // The bundles import antd's ES modules by path (its locales); tests take the CommonJS twin.
    moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // Tests render screens without their lazy wrapper: the package's screen catalogues register up front.
    globals: { CABINET_SCREEN_FOLDERS: { [path.basename(dir)]: screenCatalogueFolders(dir) } },
    clearMocks: true,
    // Typing into antd forms is slow on a loaded two-core machine; these are not timing assertions.
    testTimeout: 30_000,
  };
}
