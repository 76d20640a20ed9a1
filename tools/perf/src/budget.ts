/**
 * The byte guard CI runs after the production build (`npm run budget`): loads every figure (login, home,
 * each remote's first visit, each host's tour, mf-widgets' public views /rv, /vn, /bw, /ibw) in headless Chromium against the build served as the bench
 * serves it, counts every script each page fetched (gzip and brotli) and compares with tools/perf/budget.json.
 * Before the browser it checks how the ceilings moved (the rules in guard.ts), against the previous
 * committed budget.json when git can tell.
 * `--lower`: then lowers every ceiling to 2% over what it measured (never raises one).
 * The exact figures are written to tools/perf/dist/budget-measured.json, each figure's files to budget-files.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '@cabinet/build/serve';
import { ACCOUNTS, launch, signIn } from './browser';
import { figureFiles, figureSizes, measureBytes } from './bytes';
import { compare, lowered, parseBudget, ruleProblems, serializeBudget, type Budget } from './guard';
import { BUDGET_FILE, PERF_DIR, ROOT } from './workspace';

const LOWER = process.argv.includes('--lower');
const MEASURED_FILE = path.join(PERF_DIR, 'dist/budget-measured.json');
/** Each figure's files with their gzip sizes: what to look at when a figure grows. */
const FILES_FILE = path.join(PERF_DIR, 'dist/budget-files.json');

/**
 * The budget.json to compare with: HEAD's when the file has uncommitted changes, else the version before
 * the last commit that changed it. Null, with the reason, where git cannot tell (no git, no checkout, a
 * shallow clone without that commit): then only the rules on the file itself apply.
 */
function previousBudget(): { budget: Budget; ref: string } | { skipped: string } {
  const file = path.relative(ROOT, BUDGET_FILE);
  const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const status = git(['status', '--porcelain', '--', file]);
  if (status.error || status.status !== 0) return { skipped: 'git is absent or this is not a checkout' };
  let ref = 'HEAD';
  if (status.stdout.trim() === '') {
    const last = git(['log', '-n', '1', '--format=%H', '--', file]).stdout.trim();
    if (!last) return { skipped: `${file} has no commit` };
    ref = `${last.slice(0, 12)}^`;
  }
  const shown = git(['show', `${ref}:${file}`]);
  if (shown.status !== 0) return { skipped: `no ${file} at ${ref} (a new file or a shallow clone)` };
  return { budget: parseBudget(shown.stdout), ref };
}

async function main(): Promise<void> {
  const started = Date.now();
  const budget = parseBudget(readFileSync(BUDGET_FILE, 'utf8'));
  const previous = previousBudget();
  if ('skipped' in previous) console.info(`! Not compared with a previous budget.json: ${previous.skipped}.`);
  else console.info(`Compared with budget.json at ${previous.ref}.`);
  const rules = ruleProblems(budget, 'budget' in previous ? previous.budget : undefined);
  if (rules.length > 0) {
    for (const problem of rules) console.error(`✖ ${problem}`);
    console.error('\nCeilings only move down; a raise carries its issue, from, to and why, at most once per figure per issue.');
    process.exit(1);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-budget-'));
  // Development mode seeds the demo accounts on an empty data folder.
  const platform = await startPlatform({ env: { API_MODE: 'development', ...process.env, DATA_DIR: dataDir }, compress: true });
  let browser: Awaited<ReturnType<typeof launch>> | null = null;
  try {
    browser = await launch({ headlessShell: true });
    const accounts = { user: await signIn(ACCOUNTS.demo), admin: await signIn(ACCOUNTS.admin) };
    const results = await measureBytes(browser, accounts, { tours: true, publicViews: true });
    const measured = figureSizes(results);
    // The exact figures, for a raise's "from"/"to" and for CI's artefacts.
    mkdirSync(path.dirname(MEASURED_FILE), { recursive: true });
    writeFileSync(MEASURED_FILE, `${JSON.stringify(measured, null, 2)}\n`);
    writeFileSync(FILES_FILE, `${JSON.stringify(await figureFiles(results), null, 1)}\n`);
    for (const { figure, problem } of results.problems) console.warn(`! ${figure}: ${problem}`);

    let checked = budget;
    if (LOWER) {
      checked = lowered(budget, measured);
      writeFileSync(BUDGET_FILE, serializeBudget(checked));
      for (const [key, ceiling] of Object.entries(checked.ceilings)) {
        const old = budget.ceilings[key];
        if (!old) console.info(`+ ${key}: a first ceiling, ${ceiling.gzip}/${ceiling.br} (gzip/br)`);
        else if (old.gzip !== ceiling.gzip || old.br !== ceiling.br) console.info(`↓ ${key}: ${old.gzip}/${old.br} → ${ceiling.gzip}/${ceiling.br} (gzip/br)`);
      }
    }
    const verdicts = compare(measured, checked);
    for (const verdict of verdicts) for (const line of verdict.lines) (verdict.ok ? console.info : console.error)(`${verdict.ok ? '✔' : '✖'} ${line}`);
    const failed = verdicts.filter((verdict) => !verdict.ok);
    console.info(`\n${Object.keys(measured).length} figures measured in ${Math.round((Date.now() - started) / 1000)} s.`);
    if (failed.length > 0) {
      console.error(`${failed.length} figure(s) fail their budget. Cut bytes; a raise is a hand edit of tools/perf/budget.json (issue, from, to, why), once per figure per issue.`);
      process.exitCode = 1;
    } else console.info('Every figure is within its ceiling.');
  } finally {
    await browser?.close();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
