import { readFileSync } from 'node:fs';
import path from 'node:path';

// catalog.ts registers no catalogue of the remote's own: a message there would be shown as English in every locale.
it('keeps every message in a screen’s or a lazy part’s catalogue, none in the remote’s own, which it does not load', () => {
  const ids = [...readFileSync(path.join(__dirname, 'locales/en.po'), 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]);
  expect(ids).toEqual([]);
});
