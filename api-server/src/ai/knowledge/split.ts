/**
 * Splits extracted text into passages for the index and the model: paragraphs joined up to PASSAGE_MAX
 * characters, a longer paragraph cut at sentence ends (and, past that, between words). Each passage is one
 * line (its line breaks become " / "), so a model, and the stand-in that quotes lines, sees it whole.
 */
export const PASSAGE_MAX = 600;

function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const sentences = paragraph.match(/[^.!?…]+(?:[.!?…]+|$)\s*/gu) ?? [paragraph];
  const out: string[] = [];
  let current = '';
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (sentence.length > max) {
      if (current !== '') out.push(current);
      current = '';
      let rest = sentence;
      while (rest.length > max) {
        const cut = rest.lastIndexOf(' ', max);
        const at = cut > max / 2 ? cut : max;
        out.push(rest.slice(0, at).trim());
        rest = rest.slice(at).trim();
      }
      current = rest;
      continue;
    }
    if (current !== '' && current.length + 1 + sentence.length > max) {
      out.push(current);
      current = sentence;
    } else current = current === '' ? sentence : `${current} ${sentence}`;
  }
  if (current !== '') out.push(current);
  return out;
}

export function splitIntoPassages(text: string, max = PASSAGE_MAX): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[\t ]+/g, ' ').trim())
        .filter((line) => line !== '')
        .join(' / '),
    )
    .filter((paragraph) => /[\p{L}\p{N}]/u.test(paragraph))
    .flatMap((paragraph) => pieces(paragraph, max));
  const passages: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current !== '' && current.length + 3 + paragraph.length > max) {
      passages.push(current);
      current = paragraph;
    } else current = current === '' ? paragraph : `${current} / ${paragraph}`;
  }
  if (current !== '') passages.push(current);
  return passages;
}
