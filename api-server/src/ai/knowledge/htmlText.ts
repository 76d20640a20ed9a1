import { Parser } from 'htmlparser2';

/*
 * A web page's readable text for the knowledge base (issue 33), read with `htmlparser2` (fb55's streaming,
 * forgiving HTML parser, already in the lockfile, where the build's HTML tools use it; ~30 KB, no
 * DOM built). Recorded in docs/architecture.md (AI assistants). What a reader sees stays: headings, paragraphs,
 * list items, table rows, each block a paragraph of its own (the splitter's unit); what a reader never reads
 * goes: scripts, styles, templates, SVG, forms, the site's navigation and hidden parts.
 */

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'canvas', 'nav', 'form', 'select', 'button', 'head']);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'address',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figure',
  'figcaption',
  'hr',
]);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export interface PageText {
  /** The page's title (its <title>, else its first heading), one line; '' when it has none. */
  title: string;
  /** Its readable text: blocks separated by blank lines. */
  text: string;
}

export function htmlToText(html: string): PageText {
  let title = '';
  let firstHeading = '';
  let inTitle = false;
  let headingDepth = 0;
  let skipDepth = 0;
  const out: string[] = [];
  const hidden: boolean[] = [];

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const isHidden = 'hidden' in attributes || attributes['aria-hidden'] === 'true' || /display\s*:\s*none/i.test(attributes.style ?? '');
        if (name === 'title') inTitle = true;
        if (!VOID.has(name)) hidden.push(isHidden || SKIPPED.has(name));
        if ((SKIPPED.has(name) || isHidden) && !VOID.has(name)) skipDepth += 1;
        if (skipDepth > 0) return;
        if (/^h[1-6]$/.test(name)) headingDepth += 1;
        if (name === 'br') out.push('\n');
        else if (BLOCKS.has(name)) out.push('\n\n');
        else if (name === 'td' || name === 'th') out.push(' ');
      },
      ontext(data) {
        if (inTitle) title += data;
        if (skipDepth > 0) return;
        if (headingDepth > 0 && firstHeading.length < 200) firstHeading += data;
        out.push(data);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (VOID.has(name)) return;
        const wasSkipping = hidden.pop() === true;
        if (wasSkipping) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth > 0) return;
        if (/^h[1-6]$/.test(name)) headingDepth = Math.max(0, headingDepth - 1);
        if (BLOCKS.has(name)) out.push('\n\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const text = out
    .join('')
    .replace(/\u00a0/g, ' ')
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((block) => block !== '')
    .join('\n\n');
  const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
  return { title: oneLine(title) || oneLine(firstHeading), text };
}
