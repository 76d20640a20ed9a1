import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compare, countedFiles, lowered, parseBudget, ruleProblems, sumSizes, type Budget, type Ceiling, type Raise, type Sizes } from './guard';

const KB = 1024;
const sizes = (gzip: number, br = gzip): Sizes => ({ gzip, br });
const ceiling = (gzip: number, br = gzip, raises: Raise[] = []): Ceiling => ({ gzip, br, raises });
const budgetOf = (ceilings: Record<string, Ceiling>): Budget => ({ note: '', ceilings });
const raise = (issue: number, from: number, to: number, why = 'a reason'): Raise => ({ issue, from: sizes(from), to: sizes(to), why });

/** The synthetic build: each file's served size. */
const FILES: Record<string, Sizes> = {
  'shell/main.js': sizes(200 * KB, 180 * KB),
  'mf-auth/remoteEntry.js': sizes(20 * KB, 18 * KB),
  'mf-auth/login.js': sizes(30 * KB, 26 * KB),
  'mf-auth/catalogue-settings.js': sizes(15 * KB, 13 * KB),
};
const sizeOfFile = (file: string): Sizes => FILES[file] ?? sizes(0);

describe('what a figure counts', () => {
  const fetchedOnLogin = ['shell/main.js', 'mf-auth/remoteEntry.js', 'mf-auth/login.js'];

  it('counts every script the page fetched, each once', () => {
    expect(sumSizes(countedFiles([...fetchedOnLogin, 'shell/main.js']), sizeOfFile)).toEqual(sizes(250 * KB, 224 * KB));
  });

  it('a remote visit counts only what it adds to the page', () => {
    expect(countedFiles([...fetchedOnLogin, 'mf-auth/catalogue-settings.js'], fetchedOnLogin)).toEqual(['mf-auth/catalogue-settings.js']);
  });

  it('fails a figure that gains a chunk since its ceiling was set, whatever an earlier record of its chunks said', () => {
    const budget = budgetOf({ login: ceiling(255 * KB, 230 * KB) });
    expect(compare({ login: sumSizes(countedFiles(fetchedOnLogin), sizeOfFile) }, budget).every((verdict) => verdict.ok)).toBe(true);

    const grown = sumSizes(countedFiles([...fetchedOnLogin, 'mf-auth/catalogue-settings.js']), sizeOfFile);
    const [verdict] = compare({ login: grown }, budget);
    expect(verdict?.ok).toBe(false);
    expect(verdict?.lines.join('\n')).toMatch(/login, gzip: 265\.0 KB \/ 255\.0 KB — over/);
  });

  it('fails on brotli alone', () => {
    expect(compare({ home: sizes(100, 101) }, budgetOf({ home: ceiling(100, 100) }))[0]?.ok).toBe(false);
  });

  it('fails a figure without a ceiling, and a ceiling no figure measures', () => {
    const verdicts = compare({ login: sizes(10), 'remote:mf-new': sizes(10) }, budgetOf({ login: ceiling(20), 'tour:gone': ceiling(20) }));
    expect(verdicts.filter((verdict) => !verdict.ok).map((verdict) => verdict.key).sort()).toEqual(['remote:mf-new', 'tour:gone']);
  });
});

describe('how ceilings move', () => {
  it('accepts one raise per figure per issue, with its reason', () => {
    expect(ruleProblems(budgetOf({ login: ceiling(120, 120, [raise(19, 100, 110), raise(29, 110, 120)]) }))).toEqual([]);
  });

  it('fails a figure raised twice for the same issue', () => {
    expect(ruleProblems(budgetOf({ login: ceiling(120, 120, [raise(29, 100, 110), raise(29, 110, 120)]) }))).toEqual(['login: raised more than once for issue 29']);
  });

  it('fails a raise without a reason or an issue', () => {
    expect(ruleProblems(budgetOf({ home: ceiling(110, 110, [raise(29, 100, 110, '  ')]) }))).toEqual(['home: the raise of issue 29 has no reason ("why")']);
    expect(ruleProblems(budgetOf({ home: ceiling(110, 110, [raise(0, 100, 110)]) }))).toEqual(['home: a raise without its issue number']);
  });

  it('fails a ceiling above what its last raise allowed', () => {
    expect(ruleProblems(budgetOf({ home: ceiling(130, 110, [raise(29, 100, 110)]) }))).toEqual(['home: the ceiling is above its last raise\'s "to"']);
  });

  describe('against the previous committed budget.json', () => {
    const previous = budgetOf({ login: ceiling(100, 100, [raise(19, 90, 100)]) });

    it('fails a ceiling edited upwards without a new raise', () => {
      expect(ruleProblems(budgetOf({ login: ceiling(110, 100, [raise(19, 90, 100)]) }), previous)).toEqual([
        'login: the ceiling is above its last raise\'s "to"',
        'login: raised from 100/100 to 110/100 (gzip/br) without a new raise from the previous ceiling, with its issue and reason',
      ]);
    });

    it('fails a second raise for an issue hidden by editing the first one', () => {
      const once = budgetOf({ login: ceiling(110, 110, [raise(19, 90, 100), raise(29, 100, 110)]) });
      const editedAgain = budgetOf({ login: ceiling(120, 120, [raise(19, 90, 100), raise(29, 100, 120)]) });
      expect(ruleProblems(editedAgain, once)).toEqual([expect.stringMatching(/^login: raised from 110\/110 to 120\/120/)]);
    });

    it('fails a raise taken off the record', () => {
      expect(ruleProblems(budgetOf({ login: ceiling(100, 100) }), previous)).toEqual(['login: the raise of issue 19 was removed from the record']);
    });

    it('accepts a new raise from the previous ceiling, and any lowering', () => {
      expect(ruleProblems(budgetOf({ login: ceiling(110, 110, [raise(19, 90, 100), raise(29, 100, 110)]) }), previous)).toEqual([]);
      expect(ruleProblems(budgetOf({ login: ceiling(80, 95, [raise(19, 90, 100)]) }), previous)).toEqual([]);
    });
  });
});

describe('--lower', () => {
  it('lowers to 2% over what was measured, in whole KB, and never raises', () => {
    const budget = budgetOf({ login: ceiling(400 * KB, 350 * KB, [raise(29, 300 * KB, 400 * KB)]), home: ceiling(100 * KB, 90 * KB) });
    const result = lowered(budget, { login: sizes(300 * KB, 345 * KB), home: sizes(200 * KB, 200 * KB) });
    expect(result.ceilings.login).toEqual({ gzip: 306 * KB, br: 350 * KB, raises: budget.ceilings.login?.raises });
    expect(result.ceilings.home).toEqual(budget.ceilings.home);
  });

  it('gives a newly measured figure its first ceiling', () => {
    expect(lowered(budgetOf({}), { 'remote:mf-new': sizes(10 * KB, 9 * KB) }).ceilings['remote:mf-new']).toEqual({ gzip: 11 * KB, br: 10 * KB, raises: [] });
  });
});

describe('tools/perf/budget.json', () => {
  it('follows the rules, with a ceiling for every figure name the guard uses', () => {
    const budget = parseBudget(readFileSync(path.join(__dirname, '../budget.json'), 'utf8'));
    expect(ruleProblems(budget)).toEqual([]);
    // mf-widgets' public views, first loads of its own page (bytes.ts publicViews), are figures too.
    expect(Object.keys(budget.ceilings)).toEqual(expect.arrayContaining(['login', 'home', 'public:/rv', 'public:/vn', 'public:/bw', 'public:/ibw']));
    for (const key of Object.keys(budget.ceilings)) expect(key).toMatch(/^(login|home|remote:mf-[a-z]+|tour:[a-zA-Z]+|public:\/[a-z]+)$/);
  });
});
