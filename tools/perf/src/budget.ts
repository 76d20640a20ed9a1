/**
 * The byte budgets CI holds (`pnpm --filter @cabinet/perf run budget`, after the production build):
 * each byte figure of docs/performance.json is recomputed on the built files, from the chunk groups the
 * last `npm run bench` saw each page load, and compared with its ceiling in tools/perf/budget.json.
 * No browser, no timing: seconds.
 */
import { budgetFigures, readResults } from './report';
import { readCeilings } from './ceilings';
import { measureGroups } from './workspace';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const results = readResults();
  if (!results) throw new Error('docs/performance.json is missing: run `npm run bench` once.');
  const ceilings = readCeilings();
  let failed = 0;
  for (const figure of budgetFigures(results)) {
    const ceiling = ceilings[figure.key];
    if (!ceiling) {
      console.error(`✖ ${figure.label}: no ceiling in tools/perf/budget.json`);
      failed += 1;
      continue;
    }
    const { bytes, files } = await measureGroups(figure.groups, figure.before);
    if (files === 0) {
      console.error(`✖ ${figure.label}: none of its recorded chunk groups is in the build any more; run \`npm run bench\` to record them again`);
      failed += 1;
      continue;
    }
    for (const encoding of ['gzip', 'br'] as const) {
      const over = bytes[encoding] > ceiling[encoding];
      if (over) failed += 1;
      const line = `${over ? '✖' : '✔'} ${figure.label}, ${encoding}: ${kb(bytes[encoding])} / ${kb(ceiling[encoding])}`;
      if (over) console.error(line);
      else console.info(line);
    }
  }
  for (const key of Object.keys(ceilings)) {
    if (!budgetFigures(results).some((figure) => figure.key === key)) console.warn(`! ${key}: a ceiling for a figure the bench no longer measures`);
  }
  if (failed > 0) {
    console.error(`\n${failed} byte figure(s) over budget. Ceilings only move down; a raise needs its reason ("why") beside it in the same commit.`);
    process.exit(1);
  }
  console.info('\nEvery byte figure is within its ceiling.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
