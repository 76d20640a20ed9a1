import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ByteFigure, Problem } from './bytes';
import type { LighthouseScores } from './lighthouse';
import type { PageTiming } from './timing';
import { RESULTS_JSON, RESULTS_MD, ROOT, type Bytes } from './workspace';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
}

export interface Results {
  date: string;
  machine: Machine;
  baseline: { js: Bytes; mobile: PageTiming | null };
  login: ByteFigure & { mobile: PageTiming | null };
  home: ByteFigure & { mobile: PageTiming | null };
  remotes: Record<string, ByteFigure & { route: string; timeToContent: { ms: number; runs: number[] } | null }>;
  tours: Record<string, ByteFigure & { routes: number }>;
  lighthouse: Record<string, { mobile: LighthouseScores; desktop: LighthouseScores }>;
  problems: Problem[];
  targets: Target[];
  /** The flows list at scale (`npm run bench:flows`), kept across runs of the main bench. */
  flowsList?: FlowsListResults;
  /** The message log at a million rows (`npm run bench:messages`), kept across runs of the main bench. */
  messageLog?: MessageLogResults;
}

export interface FlowsListResults {
  date: string;
  account: { flows: number; blacklist: number };
  api: Array<{ label: string; path: string; medianMs: number; p95Ms: number; total: number }>;
  render: { medianMs: number; runs: number[] };
}

function flowsTable(flows: FlowsListResults): string {
  return [
    `## The flows list at scale`,
    '',
    `\`npm run bench:flows\`, ${flows.date.slice(0, 16).replace('T', ' ')} UTC: the demo account with ${flows.account.flows.toLocaleString('en')} flows and ${flows.account.blacklist.toLocaleString('en')} blacklist entries, the reference API on PGlite.`,
    '',
    '| request (50 a page) | median | p95 | matching |',
    '|---|---|---|---|',
    ...flows.api.map((row) => `| ${row.label}: \`GET ${row.path}\` | ${row.medianMs} ms | ${row.p95Ms} ms | ${row.total} |`),
    '',
    `\`/flows\` in Chromium, from the click to its first page of rows (remote code already loaded): ${flows.render.medianMs} ms (median of ${flows.render.runs.length}).`,
  ].join('\n');
}

export interface MessageLogResults {
  date: string;
  rows: number;
  api: Array<{ label: string; path: string; medianMs: number; p95Ms: number; total: number }>;
  export: { path: string; rows: number; megabytes: number; firstByteMs: number; totalMs: number; peakRssBeforeMb: number; peakRssMb: number };
}

function messageLogTable(log: MessageLogResults): string {
  return [
    `## The message log at scale`,
    '',
    `\`npm run bench:messages\`, ${log.date.slice(0, 16).replace('T', ' ')} UTC: the demo account with ${log.rows.toLocaleString('en')} messages, the reference API on PGlite.`,
    '',
    '| request (20 a page) | median | p95 | matching |',
    '|---|---|---|---|',
    ...log.api.map((row) => `| ${row.label}: \`GET ${row.path}\` | ${row.medianMs} ms | ${row.p95Ms} ms | ${row.total} |`),
    '',
    `CSV export \`GET ${log.export.path}\`: ${log.export.rows.toLocaleString('en')} rows, ${log.export.megabytes} MB, first byte after ${log.export.firstByteMs} ms, all of it in ${(log.export.totalMs / 1000).toFixed(1)} s; the API's peak resident memory was ${log.export.peakRssBeforeMb} MB before it and ${log.export.peakRssMb} MB after (streamed in batches of 2,000 rows, never held whole).`,
  ].join('\n');
}

export interface Target {
  target: string;
  measured: string;
  met: boolean;
}

export function readResults(): Results | null {
  if (!existsSync(RESULTS_JSON)) return null;
  const parsed: Results = JSON.parse(readFileSync(RESULTS_JSON, 'utf8'));
  return parsed;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, base: number) => (base > 0 && Number.isFinite(value) ? `${(value / base).toFixed(2)}×` : '–');
const ms = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '–' : `${Math.round(value)} ms`);

/** The Markdown table of a run: every figure beside the single-bundle baseline. */
export function markdownTable(results: Results): string {
  const base = results.baseline;
  const rows: string[][] = [['figure', 'JS gzip', 'JS brotli', '× baseline (gzip)', 'time', '× baseline']];
  rows.push(['**baseline**: login form as one React + antd bundle', kb(base.js.gzip), kb(base.js.br), '1.00×', `LCP ${ms(base.mobile?.lcpMs)}, TBT ${ms(base.mobile?.tbtMs)}`, '1.00×']);
  const page = (label: string, figure: Results['login']) =>
    rows.push([
      label,
      kb(figure.bytes.gzip),
      kb(figure.bytes.br),
      ratio(figure.bytes.gzip, base.js.gzip),
      `LCP ${ms(figure.mobile?.lcpMs)}, TBT ${ms(figure.mobile?.tbtMs)}`,
      `LCP ${ratio(figure.mobile?.lcpMs ?? Number.NaN, base.mobile?.lcpMs ?? 0)}, TBT ${ratio(figure.mobile?.tbtMs ?? Number.NaN, base.mobile?.tbtMs ?? 0)}`,
    ]);
  page('`/account/login`, first load', results.login);
  page('`/` after sign-in, first load', results.home);
  for (const [remote, figure] of Object.entries(results.remotes)) {
    rows.push([
      `${remote} first visit (\`${figure.route}\`), added`,
      kb(figure.bytes.gzip),
      kb(figure.bytes.br),
      ratio(figure.bytes.gzip, base.js.gzip),
      `to content ${ms(figure.timeToContent?.ms)}`,
      ratio(figure.timeToContent?.ms ?? Number.NaN, base.mobile?.lcpMs ?? 0),
    ]);
  }
  for (const [host, figure] of Object.entries(results.tours)) {
    rows.push([`tour of ${host} (${figure.routes} routes)`, kb(figure.bytes.gzip), kb(figure.bytes.br), ratio(figure.bytes.gzip, base.js.gzip), '', '']);
  }
  const table = rows.map((row) => `| ${row.join(' | ')} |`);
  table.splice(1, 0, `|${rows[0]?.map(() => '---').join('|')}|`);
  const lighthouse = Object.entries(results.lighthouse).map(
    ([name, scores]) =>
      `| ${name} | ${scores.mobile.performance} | ${scores.desktop.performance} | ${scores.mobile.accessibility} | ${ms(scores.mobile.lcpMs)} | ${ms(scores.mobile.tbtMs)} |`,
  );
  return [
    ...table,
    '',
    ...(lighthouse.length > 0
      ? ['| Lighthouse | performance, mobile | performance, desktop | accessibility | LCP, mobile | TBT, mobile |', '|---|---|---|---|---|---|', ...lighthouse, '']
      : []),
    results.problems.length === 0 ? 'Sharing: every shared library fetched once, one instance each.' : `**Sharing failures:**\n${results.problems.map((problem) => `- ${problem.figure}: ${problem.problem}`).join('\n')}`,
  ].join('\n');
}

function targetsTable(results: Results): string {
  return ['| target | measured | met |', '|---|---|---|', ...results.targets.map((target) => `| ${target.target} | ${target.measured} | ${target.met ? 'yes' : '**no**'} |`)].join('\n');
}

const machineLine = (machine: Machine, date: string) =>
  `Measured ${date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), ${machine.os}, Node ${machine.node}, ${machine.chromium}.`;

/** docs/performance.md: the latest figures, the targets, and how they were measured. */
export function writeResults(results: Results): void {
  // A figure's file list (`counted`) is the byte guard's detail, kept out of the committed record.
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, (key: string, value: unknown) => (key === 'counted' ? undefined : value), 1)}\n`);
  const previous = existsSync(RESULTS_MD) ? readFileSync(RESULTS_MD, 'utf8') : '';
  const notes = previous.includes('<!-- notes -->') ? previous.slice(previous.indexOf('<!-- notes -->')) : '<!-- notes -->\n';
  const markdown = [
    '# Performance',
    '',
    'Written by `npm run bench` (tools/perf): a production build served as production would be (each file compressed once,',
    'brotli 11 / gzip 9, cached, every remote on its own origin), measured in headless Chromium. Bytes are JavaScript.',
    'Times are medians under the mobile profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps). The byte ceilings CI holds',
    'are in `tools/perf/budget.json`.',
    '',
    machineLine(results.machine, results.date),
    '',
    markdownTable(results),
    '',
    '## Targets',
    '',
    targetsTable(results),
    '',
    ...(results.flowsList ? [flowsTable(results.flowsList), ''] : []),
    ...(results.messageLog ? [messageLogTable(results.messageLog), ''] : []),
    notes.trimEnd(),
    '',
  ].join('\n');
  writeFileSync(RESULTS_MD, markdown);
  updateReadme(results);
}

/** The README's figures section, between its markers. */
function updateReadme(results: Results): void {
  const readme = `${ROOT}/README.md`;
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- perf:start -->';
  const end = '<!-- perf:end -->';
  if (!text.includes(start) || !text.includes(end)) return;
  const base = results.baseline.js.gzip;
  const line = (label: string, gzip: number) => `| ${label} | ${kb(gzip)} | ${ratio(gzip, base)} |`;
  const remotes = Object.values(results.remotes).map((figure) => figure.bytes.gzip);
  const section = [
    start,
    machineLine(results.machine, results.date),
    '',
    '| JavaScript, gzip | size | × single-bundle baseline |',
    '|---|---|---|',
    line('baseline: the login form as one React + antd bundle', base),
    line('`/account/login`, first load', results.login.bytes.gzip),
    line('`/` after sign-in, first load', results.home.bytes.gzip),
    line('a remote\'s first visit, the largest', Math.max(0, ...remotes)),
    '',
    `Login LCP (mobile profile): ${ms(results.login.mobile?.lcpMs)} against the baseline's ${ms(results.baseline.mobile?.lcpMs)}. All figures and targets: [docs/performance.md](docs/performance.md).`,
    end,
  ].join('\n');
  writeFileSync(readme, text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length));
}
