import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * One product, one word for each of its things in each language: a Ukrainian owner read "завдання" and
 * "робочий режим" on the flows pages and "задача" and "бойовий режим" on home and analytics (issue 36's walk).
 * The words chosen, per language, and the variants that must not come back in any package's catalogue.
 */
const GLOSSARY: Record<string, Array<{ chosen: string; not: RegExp }>> = {
  'uk-UA': [
    { chosen: 'завдання (a flow)', not: /задач/i },
    { chosen: 'робочий режим (a flow or mailing sending to clients)', not: /бойов/i },
  ],
  ru: [
    { chosen: 'задача (a flow)', not: /задани[еяй]/i },
    { chosen: 'боевой режим', not: /рабоч\S* режим/i },
  ],
};

const ROOT = path.resolve(import.meta.dirname, '../../..');

function catalogues(dir: string, locale: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) catalogues(full, locale, found);
    else if (entry.name === `${locale}.po`) found.push(full);
  }
  return found;
}

describe('the catalogues keep one word for each thing', () => {
  it.each(Object.keys(GLOSSARY))('%s', (locale) => {
    const files = ['shell', 'shared', 'api-server', ...readdirSync(ROOT).filter((name) => name.startsWith('mf-'))].flatMap((dir) => catalogues(path.join(ROOT, dir), locale));
    expect(files.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const file of files) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.startsWith('msgstr')) continue;
        for (const term of GLOSSARY[locale] ?? []) if (term.not.test(line)) found.push(`${path.relative(ROOT, file)}: ${line} (say ${term.chosen})`);
      }
    }
    expect(found).toEqual([]);
  });
});
