import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * The workspace's lint rule that keeps data access in a remote's `src/api` (eslint.config.mjs,
 * dataAccessOnlyInApi): a screen that builds its own query, mutation or client fails lint; the same code in
 * `src/api` and in tests passes. Linted with the workspace's real config, as `pnpm run lint` does.
 */

const ROOT = path.resolve(__dirname, '../../../..');

const INLINE = `import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@cabinet/api/core';
import { useApiMutation } from '@cabinet/toolkit/mutation';

export function useEverything() {
  const api = useApiClient();
  return [api, useQueryClient(), useQuery({ queryKey: ['x'], queryFn: () => 1 }), useMutation({ mutationFn: async () => 1 }), useApiMutation(async () => 1, () => undefined)];
}
`;

/** The rule messages eslint reports for the code as if it were at each path. */
function lint(paths: readonly string[], code = INLINE): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const filePath of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(process.argv[2], { filePath });
      out[filePath] = result.messages.map((message) => message.ruleId + ': ' + message.message);
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(paths), code], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output) as Record<string, string[]>;
}

describe('data access lives in a remote’s src/api (lint)', () => {
  it('fails a screen that calls a query, a mutation or the client itself, and passes src/api and tests', () => {
    const found = lint(['mf-auth/src/account/login/Fixture.tsx', 'mf-payments/src/api/fixture.ts', 'mf-auth/src/account/login/Fixture.test.tsx']);
    const screen = found['mf-auth/src/account/login/Fixture.tsx'] ?? [];
    expect(screen.filter((message) => message.startsWith('no-restricted-syntax'))).toHaveLength(5);
    expect(screen).toEqual(expect.arrayContaining([expect.stringContaining("live in the remote's src/api"), expect.stringContaining('holds the API client'), expect.stringContaining('Mutation hooks are built')]));
    expect(found['mf-payments/src/api/fixture.ts']).toEqual([]);
    expect(found['mf-auth/src/account/login/Fixture.test.tsx']).toEqual([]);
  });
});

/* The same config keeps a form's fields the design package's: a raw field fails, a file picker passes. */
const RAW_FIELDS = `import { TextArea } from '@cabinet/design/forms';

export function Fields() {
  return (
    <>
      <input value="typed" readOnly />
      <textarea />
      <input type="file" />
      <TextArea />
    </>
  );
}
`;

describe('a form’s fields are the design package’s (lint)', () => {
  it('fails a raw text input and text area in a screen, not a file picker or the design package’s input', () => {
    const found = lint(['mf-insights/src/insights/Fixture.tsx'], RAW_FIELDS)['mf-insights/src/insights/Fixture.tsx'] ?? [];
    expect(found).toEqual([expect.stringContaining('Form.Item with the design package'), expect.stringContaining('Form.Item with the design package')]);
  });
});
