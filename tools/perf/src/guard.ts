/**
 * The rules of the byte guard (`npm run budget`), apart from the browser that measures: what a figure
 * counts, how it compares with its ceiling, how ceilings may move. Pure, so jest checks them.
 */

export interface Sizes {
  gzip: number;
  br: number;
}

export const ENCODINGS = ['gzip', 'br'] as const;

/** One raise of a ceiling: which issue, from what to what, and why. */
export interface Raise {
  issue: number;
  from: Sizes;
  to: Sizes;
  why: string;
}

export interface Ceiling extends Sizes {
  /** Raises since the rule "at most once per figure per issue" (issue 29), oldest first. */
  raises: Raise[];
  /** What raised it before that rule, in short. */
  history?: string;
}

export interface Budget {
  note: string;
  ceilings: Record<string, Ceiling>;
}

/** The slack a ceiling keeps over what was measured. */
export const SLACK = 1.02;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sizesOf(value: unknown, where: string): Sizes {
  if (!isRecord(value) || typeof value.gzip !== 'number' || typeof value.br !== 'number') throw new Error(`${where}: gzip and br must be numbers`);
  return { gzip: value.gzip, br: value.br };
}

function raiseOf(value: unknown, where: string): Raise {
  if (!isRecord(value)) throw new Error(`${where}: a raise must be an object`);
  return {
    issue: typeof value.issue === 'number' ? value.issue : Number.NaN,
    from: sizesOf(value.from, `${where}.from`),
    to: sizesOf(value.to, `${where}.to`),
    why: typeof value.why === 'string' ? value.why : '',
  };
}

/** tools/perf/budget.json, read strictly: a ceiling the guard cannot read is a failure, not a skip. */
export function parseBudget(json: string): Budget {
  const parsed: unknown = JSON.parse(json);
  if (!isRecord(parsed) || !isRecord(parsed.ceilings)) throw new Error('budget.json has no ceilings');
  const ceilings: Record<string, Ceiling> = {};
  for (const [key, value] of Object.entries(parsed.ceilings)) {
    const sizes = sizesOf(value, key);
    const raises = isRecord(value) && Array.isArray(value.raises) ? value.raises.map((raise, index) => raiseOf(raise, `${key}.raises[${index}]`)) : [];
    const history = isRecord(value) && typeof value.history === 'string' ? value.history : undefined;
    ceilings[key] = { ...sizes, raises, ...(history ? { history } : {}) };
  }
  return { note: typeof parsed.note === 'string' ? parsed.note : '', ceilings };
}

export function serializeBudget(budget: Budget): string {
  return `${JSON.stringify(budget, null, 2)}\n`;
}

/**
 * How ceilings may move, on the file itself and, when given, against its previous committed version:
 * every raise names its issue and its reason and goes up; one raise per figure per issue; a ceiling
 * above its previous value carries a new raise from that value to this one; recorded raises stay.
 */
export function ruleProblems(budget: Budget, previous?: Budget): string[] {
  const problems: string[] = [];
  for (const [key, ceiling] of Object.entries(budget.ceilings)) {
    const issues = new Set<number>();
    for (const raise of ceiling.raises) {
      if (!Number.isInteger(raise.issue) || raise.issue <= 0) problems.push(`${key}: a raise without its issue number`);
      if (raise.why.trim().length === 0) problems.push(`${key}: the raise of issue ${raise.issue} has no reason ("why")`);
      if (!ENCODINGS.some((encoding) => raise.to[encoding] > raise.from[encoding])) problems.push(`${key}: the raise of issue ${raise.issue} raises nothing`);
      if (issues.has(raise.issue)) problems.push(`${key}: raised more than once for issue ${raise.issue}`);
      issues.add(raise.issue);
    }
    const last = ceiling.raises.at(-1);
    if (last && ENCODINGS.some((encoding) => ceiling[encoding] > last.to[encoding])) problems.push(`${key}: the ceiling is above its last raise's "to"`);
    const before = previous?.ceilings[key];
    if (!before) continue;
    const lost = before.raises.filter((old) => !ceiling.raises.some((raise) => raise.issue === old.issue));
    for (const raise of lost) problems.push(`${key}: the raise of issue ${raise.issue} was removed from the record`);
    if (ENCODINGS.some((encoding) => ceiling[encoding] > before[encoding])) {
      const added = ceiling.raises.filter((raise) => !before.raises.some((old) => old.issue === raise.issue));
      const covers = added.some((raise) => ENCODINGS.every((encoding) => raise.from[encoding] === before[encoding] && raise.to[encoding] >= ceiling[encoding]));
      if (!covers) problems.push(`${key}: raised from ${before.gzip}/${before.br} to ${ceiling.gzip}/${ceiling.br} (gzip/br) without a new raise from the previous ceiling, with its issue and reason`);
    }
  }
  return problems;
}

/** The files a figure counts: every script fetched, less what the page had already fetched before it (a remote's first visit). */
export function countedFiles(fetched: readonly string[], before: readonly string[] = []): string[] {
  const already = new Set(before);
  return [...new Set(fetched)].filter((file) => !already.has(file));
}

export function sumSizes(files: readonly string[], sizeOfFile: (file: string) => Sizes): Sizes {
  return files.reduce<Sizes>((total, file) => {
    const size = sizeOfFile(file);
    return { gzip: total.gzip + size.gzip, br: total.br + size.br };
  }, { gzip: 0, br: 0 });
}

export interface Verdict {
  key: string;
  ok: boolean;
  lines: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each measured figure against its ceiling; a figure without one, or a ceiling nothing measured, fails. */
export function compare(measured: Record<string, Sizes>, budget: Budget): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const [key, sizes] of Object.entries(measured)) {
    const ceiling = budget.ceilings[key];
    if (!ceiling) {
      verdicts.push({ key, ok: false, lines: [`${key}: ${kb(sizes.gzip)} gzip, ${kb(sizes.br)} br, and no ceiling in tools/perf/budget.json`] });
      continue;
    }
    const over = ENCODINGS.filter((encoding) => sizes[encoding] > ceiling[encoding]);
    verdicts.push({
      key,
      ok: over.length === 0,
      lines: ENCODINGS.map((encoding) => `${key}, ${encoding}: ${kb(sizes[encoding])} / ${kb(ceiling[encoding])}${over.includes(encoding) ? ' — over' : ''}`),
    });
  }
  for (const key of Object.keys(budget.ceilings)) {
    if (!(key in measured)) verdicts.push({ key, ok: false, lines: [`${key}: a ceiling for a figure the guard no longer measures (remove it)`] });
  }
  return verdicts;
}

/** 2% over a measured size, in whole KB (as the bench always proposed). */
export function withSlack(sizes: Sizes): Sizes {
  return { gzip: Math.ceil((sizes.gzip * SLACK) / 1024) * 1024, br: Math.ceil((sizes.br * SLACK) / 1024) * 1024 };
}

/**
 * `--lower`: every ceiling to 2% over what was measured where that is lower; never up, raises kept.
 * A figure without a ceiling (a new remote or host) gets its first one.
 */
export function lowered(budget: Budget, measured: Record<string, Sizes>): Budget {
  const ceilings = Object.fromEntries(
    Object.entries(budget.ceilings).map(([key, ceiling]) => {
      const sizes = measured[key];
      if (!sizes) return [key, ceiling];
      const proposed = withSlack(sizes);
      return [key, { ...ceiling, gzip: Math.min(ceiling.gzip, proposed.gzip), br: Math.min(ceiling.br, proposed.br) }];
    }),
  );
  for (const [key, sizes] of Object.entries(measured)) {
    if (!(key in ceilings)) ceilings[key] = { ...withSlack(sizes), raises: [] };
  }
  return { ...budget, ceilings };
}
