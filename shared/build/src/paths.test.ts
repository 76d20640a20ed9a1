import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-dev', 'coverage', '.git', '.cabinet', '.data', 'test-results', 'playwright-report']);

/** Every file of the checkout that git would keep (tracked, or new and not ignored); a walk where there is no git. */
function checkoutFiles(): string[] {
  if (existsSync(path.join(ROOT, '.git'))) {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('');
  return files;
}

/** The folders above the files: a folder that differs from another only by case clashes as a file would. */
function foldersOf(files: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end += 1) folders.add(parts.slice(0, end).join('/'));
  }
  return folders;
}

/**
 * Screen folders being renamed in a room this guard does not own, each with who moves it. An entry whose
 * folder is gone fails the test, so the list only shrinks.
 */
const PENDING_RENAMES: Record<string, string> = {
  'mf-flows/src/flows/EditTextInFlows': 'the flows team is moving mf-flows’ screens (issue 13)',
};

describe('paths of the checkout', () => {
  const files = checkoutFiles();
  const folders = foldersOf(files);
  const paths = [...files, ...folders];

  it('has no two paths that differ only by letter case (macOS and Windows checkouts would merge them)', () => {
    const byFolded = new Map<string, string[]>();
    for (const file of paths) byFolded.set(file.toLowerCase(), [...(byFolded.get(file.toLowerCase()) ?? []), file]);
    expect([...byFolded.values()].filter((group) => group.length > 1)).toEqual([]);
  });

  it('names every folder of a remote in lower case, words joined by hyphens (/Account/ConfirmEmail → account/confirm-email)', () => {
    const offending = [...folders].filter((folder) => /^mf-[^/]+\/src\/./.test(folder) && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(path.posix.basename(folder)));
    expect(offending.filter((folder) => !(folder in PENDING_RENAMES))).toEqual([]);
    expect(Object.keys(PENDING_RENAMES).filter((folder) => !folders.has(folder))).toEqual([]);
  });
});
