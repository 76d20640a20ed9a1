import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every catalogue of the remote (each screen folder's too). */
function catalogues(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogues(full);
    return entry.name.endsWith('.po') ? [full] : [];
  });
}

it('leaves every amount of money to the one money format: no message of any language writes one itself', () => {
  const files = catalogues(path.join(__dirname, '..'));
  expect(files.length).toBeGreaterThanOrEqual(4 * 4);
  const amounts = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('msgstr') && /(US|R)?\$\s?\d|\d\s?(\$|₽|₸)/.test(line))
      .map((line) => `${path.relative(__dirname, file)}: ${line}`),
  );
  expect(amounts).toEqual([]);
});
