// @ts-check
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTES as REMOTE_LIST } from './shared/contracts/src/remotes.mjs';

// The one list of remotes (shared/contracts/src/remotes.mjs): a new remote gets its boundaries with its entry.
const REMOTES = REMOTE_LIST.map((remote) => remote.name);

/** Import rules of one part of the workspace: what it must never reach. */
function boundaries(files, patterns, paths = []) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } };
}

const notTheShell = {
  group: ['@cabinet/shell', '@cabinet/shell/*', '**/shell/src/**', '../shell/**', '../../shell/**'],
  message: 'Only the shell composes; nothing imports it. Talk to it through @cabinet/contracts props.',
};
const notARemote = (except) => ({
  group: REMOTES.filter((name) => name !== except).flatMap((name) => [`@cabinet/${name}`, `@cabinet/${name}/*`, `**/${name}/src/**`, `../${name}/**`, `../../${name}/**`]),
  message: 'Remotes never import each other (nor does the shell import them): link by route id, share through shared/*.',
});
/**
 * Code imports the design package's entry points: its root loads all of them (tools/perf budgets). The API
 * package has no root: `/core` is the page singleton, `/flows` and `/phone` are bundled where used.
 */
const designEntryPoints = [
  {
    name: '@cabinet/design',
    message: 'The root loads every entry point on first use: import from one (@cabinet/design/plain, /core, /forms, /feedback, /overlays, /select, /data, /choices, /table, /segmented, /phone, /icons).',
  },
];
const notAntd = {
  group: ['antd', 'antd/*', '@ant-design/*'],
  message: 'Only @cabinet/design imports antd, so one copy and one style cache serve the page: import the component from @cabinet/design.',
};

const apiServerImports = [
  notTheShell,
  notARemote(undefined),
  { group: ['react', 'react-dom', '@cabinet/design', '@cabinet/contracts', '@cabinet/i18n', 'antd'], message: 'The API server shares only the contract in @cabinet/api.' },
];
const notAStandIn = {
  group: ['**/standIns', '**/standIns/**'],
  message: 'Stand-ins are development-only: decide stand-in vs real with usesStandIn/outsideSystemUrl (config.ts); shared helpers live in platform/http.',
};

/**
 * One way to reach the API (conventions: a remote's data access lives in its `src/api`: fetchers, the query
 * factories that own the keys, and hooks; mutations on the toolkit's useApiMutation, owning what they
 * refresh). A screen uses those hooks: it never holds the client, the query cache or a raw query/mutation.
 * Likewise a screen debounces and keeps a choice in the URL with the toolkit's helpers, not a copy of its own,
 * and draws a form's fields with the design package's inputs, not raw ones.
 */
const dataAccessOnlyInApi = {
  files: ['mf-*/src/**/*.{ts,tsx}'],
  ignores: ['mf-*/src/api/**', '**/*.test.ts', '**/*.test.tsx', '**/testing.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=/^(useQuery|useQueries|useInfiniteQuery|useSuspenseQuery|useSuspenseQueries|useMutation|useQueryClient)$/]",
        message: "Queries and mutations live in the remote's src/api (a fetcher, a query factory owning its key, a hook): call that hook.",
      },
      {
        selector: "ImportDeclaration[source.value='@cabinet/api/core'] > ImportSpecifier[imported.name='useApiClient']",
        message: "Only the remote's src/api holds the API client: add a fetcher and a hook there.",
      },
      {
        selector: "ImportDeclaration[source.value='@cabinet/toolkit/mutation'] > ImportSpecifier[imported.name='useApiMutation']",
        message: "Mutation hooks are built in the remote's src/api (they own what they refresh): call the domain's hook.",
      },
      // One way for the rest of a screen's plumbing (issue 30): the toolkit's helpers, not a local copy.
      {
        selector: 'FunctionDeclaration[id.name=/^useDebounce/], VariableDeclarator[id.name=/^useDebounce/]',
        message: "A value that follows a pause in typing: the toolkit's useDebouncedValue (@cabinet/toolkit/list).",
      },
      {
        selector: "CallExpression[callee.name='useEffect'] CallExpression[callee.name='setTimeout'] > ArrowFunctionExpression > CallExpression.body[callee.name=/^set[A-Z]/]",
        message: "A state that follows another after a pause: the toolkit's useDebouncedValue (@cabinet/toolkit/list).",
      },
      {
        selector: 'FunctionDeclaration[id.name=/^useUrl/], VariableDeclarator[id.name=/^useUrl/]',
        message: "One value in the URL's query: the toolkit's useUrlParam; a list's state: usePagedList (@cabinet/toolkit/list).",
      },
      {
        selector: "MemberExpression[property.name='get'] > NewExpression.object[callee.name='URLSearchParams'] > MemberExpression.arguments[property.name='search']",
        message: "One value in the URL's query: the toolkit's useUrlParam; a list's state: usePagedList (@cabinet/toolkit/list).",
      },
      // A form's fields are the design package's (Form.Item marks them, says their rule and the API's refusal);
      // a file picker and a custom control's hidden radios have no such field.
      {
        selector: "JSXOpeningElement[name.name=/^(select|textarea)$/], JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'][value.value=/^(file|radio)$/]))",
        message: "A form field: Form.Item with the design package's inputs (@cabinet/design/forms), its rules and the API's refusals through the toolkit's forms helpers (@cabinet/toolkit/forms).",
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-dev/**', '**/node_modules/**', '**/coverage/**', '**/src/**/locales/*.ts', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // No assertion silences the compiler outside tests (const assertions stay allowed).
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      // Every user-facing string goes through lingui: literal text in JSX fails.
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true, allowedStrings: ['·', '©', '@', '—', ':', '(', ')', '/'] }],
      // The builds leave antd's in-place text editor out (NoEditableTypographyPlugin, shared/build/webpack.mjs).
      'react/forbid-component-props': ['error', { forbid: [{ propName: 'editable', message: 'A text is edited in a form field: Typography’s in-place editor is not in the builds.' }] }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/testing.tsx'],
    rules: { '@typescript-eslint/consistent-type-assertions': 'off', 'react/jsx-no-literals': 'off', 'no-console': 'off' },
  },
  // Every remote imports the design package's entry points.
  ...REMOTES.map((remote) => boundaries([`${remote}/**`], [notTheShell, notARemote(remote), notAntd], designEntryPoints)),
  boundaries(['shell/**'], [notARemote(undefined), notAntd], designEntryPoints),
  dataAccessOnlyInApi,
  boundaries(['shared/api/**', 'shared/i18n/**', 'shared/build/**'], [notTheShell, notARemote(undefined), notAntd]),
  boundaries(['shared/contracts/**', 'shared/toolkit/**'], [notTheShell, notARemote(undefined), notAntd], designEntryPoints),
  // antd names its number input's step buttons in English whatever the language: every number input is the
  // design package's (numberInput.tsx), and remotes reach antd only through the design package (notAntd).
  {
    ...boundaries(['shared/design/**'], [notTheShell, notARemote(undefined), { group: ['antd/*/input-number', 'antd/*/input-number/*', '@rc-component/input-number'], message: 'The design package’s InputNumber (./numberInput) is the one number input.' }], [
      {
        name: 'antd',
        importNames: ['InputNumber'],
        message: 'antd’s InputNumber names its step buttons in English: export and draw the design package’s InputNumber (./numberInput).',
      },
    ]),
    ignores: ['shared/design/src/numberInput.tsx'],
  },
  boundaries(['shared/design/src/numberInput.tsx'], [notTheShell, notARemote(undefined)]),
  boundaries(['api-server/**'], apiServerImports),
  // Production code never reaches a stand-in: only stand-ins, tests and the domains list (which mounts them
  // in development) import the `standIns` folders.
  {
    ...boundaries(['api-server/src/**'], [...apiServerImports, notAStandIn]),
    ignores: ['api-server/src/**/standIns/**', 'api-server/src/**/*.test.ts', 'api-server/src/testing/**', 'api-server/src/domains.ts'],
  },
  // The API's settings are read once and validated (config.ts); the entry scripts hand it process.env, and
  // every other module takes the Config, so stand-in or real is decided from it alone.
  {
    files: ['api-server/src/**/*.ts'],
    ignores: ['api-server/src/main.ts', 'api-server/src/*Main.ts', 'api-server/src/**/*.test.ts', 'api-server/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Add the setting to config.ts (its schema and Config, documented there) and read it from ctx.config.' },
      ],
    },
  },
);
