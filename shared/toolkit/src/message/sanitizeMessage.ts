import DOMPurify from 'dompurify';
import { FORMATS, isFlowVariable, MESSAGE_FORMATS, type MessageFormat } from './messageText';

/**
 * Cleans pasted text for a flow message (spec section 5: "pasted text in the message editor is cleaned
 * to keep only variable-marker spans, bold, italic, emphasis"). Clipboard HTML goes through DOMPurify
 * first, so scripts, styles, images and event handlers never reach our own walk; the walk then keeps
 * the text, turns bold, italic and strikethrough (our "emphasis", see messageText.ts) into their
 * WhatsApp marks, a `<span data-variable="clientName">` into `{clientName}`, and line structure into
 * line breaks. A link keeps its address, which a message can only show as text: "text (address)", or the
 * address alone when the text is the address (issue 21, item 15); list items start with "• " (or their
 * number in a numbered list). Plain text keeps its characters, minus control characters.
 */
export function sanitizeMessage(pasted: string, kind: 'html' | 'text'): string {
  if (kind === 'text') return tidy(pasted.replace(/\r\n?/g, '\n'), false);
  const fragment = DOMPurify.sanitize(pasted, {
    ALLOWED_TAGS: [...KEPT_TAGS],
    ALLOWED_ATTR: ['data-variable', 'style', 'href', 'start'],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  return tidy(walk(fragment, NO_FORMATS), true);
}

type Active = Readonly<Record<MessageFormat, boolean>>;
const NO_FORMATS: Active = { bold: false, italic: false, strike: false };

const FORMAT_TAGS: Readonly<Record<string, MessageFormat>> = { B: 'bold', STRONG: 'bold', I: 'italic', EM: 'italic', S: 'strike', STRIKE: 'strike', DEL: 'strike' };
const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'BLOCKQUOTE']);
const KEPT_TAGS = ['b', 'strong', 'i', 'em', 's', 'strike', 'del', 'span', 'br', 'a', ...[...BLOCK_TAGS].map((tag) => tag.toLowerCase())];
/** The addresses a client can open from a message; anything else (javascript:, data:) keeps its text only. */
const LINK_SCHEMES = /^(https?:|mailto:|tel:)/i;

/** A link as a message can carry it: its address after its text, or the address alone when that is its text. */
function linkText(text: string, href: string | null): string {
  const address = href?.trim() ?? '';
  if (!LINK_SCHEMES.test(address)) return text;
  const target = address.replace(/^(mailto:|tel:)/i, '');
  const plain = (value: string) => value.trim().replace(/^https?:\/\//i, '').replace(/\/$/, '').toLowerCase();
  return text.trim() === '' || plain(text) === plain(target) ? target : `${text} (${target})`;
}

/** A list item's mark: its number in a numbered list, a bullet otherwise. */
function itemMark(item: HTMLElement): string {
  const list = item.parentElement;
  if (list?.tagName !== 'OL') return '• ';
  const start = Number(list.getAttribute('start') ?? '1');
  const position = [...list.children].filter((child) => child.tagName === 'LI').indexOf(item);
  return `${(Number.isFinite(start) ? start : 1) + position}. `;
}

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === 1;
}

/** The formats an element turns on: by its tag, or by the inline style word processors paste. */
function formatsOf(element: HTMLElement): Partial<Record<MessageFormat, boolean>> {
  const style = element.style;
  const weight = style.fontWeight;
  const formats: Partial<Record<MessageFormat, boolean>> = {};
  const byTag = FORMAT_TAGS[element.tagName];
  if (byTag) formats[byTag] = true;
  // Google Docs wraps a whole paste in <b style="font-weight:normal">: that is not bold.
  if (weight === 'normal' || weight === '400') formats.bold = false;
  else if (weight === 'bold' || Number(weight) >= 600) formats.bold = true;
  if (style.fontStyle === 'italic') formats.italic = true;
  if (style.textDecoration.includes('line-through') || style.textDecorationLine.includes('line-through')) formats.strike = true;
  return formats;
}

function walk(node: Node, active: Active): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ');
      // The source's indentation between blocks is not text.
      if (text !== ' ' || !(out === '' || out.endsWith('\n'))) out += text;
      return;
    }
    if (!isElement(child)) return;
    if (child.tagName === 'BR') {
      out += '\n';
      return;
    }
    const variable = child.getAttribute('data-variable');
    if (variable !== null && isFlowVariable(variable)) {
      out += `{${variable}}`;
      return;
    }
    const turned = formatsOf(child);
    const inner = walk(child, { ...active, ...turned });
    const added = MESSAGE_FORMATS.filter((format) => turned[format] === true && !active[format]);
    const formatted = added.reduceRight((wrapped, format) => wrap(wrapped, FORMATS[format]), inner);
    const text = child.tagName === 'A' ? linkText(formatted, child.getAttribute('href')) : child.tagName === 'LI' ? itemMark(child) + formatted.trim() : formatted;
    if (!BLOCK_TAGS.has(child.tagName)) {
      out += text;
      return;
    }
    // A block starts and ends a line; a paragraph also leaves an empty line after it.
    out = endLine(endLine(out) + text) + (child.tagName === 'P' ? '\n' : '');
  });
  return out;
}

function endLine(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

/** Wraps each line in a mark, leaving outer spaces outside: WhatsApp formats only within a line, between visible characters. */
function wrap(text: string, mark: string): string {
  return text
    .split('\n')
    .map((line) => {
      const inner = line.trim();
      if (inner === '') return line;
      const start = line.indexOf(inner);
      return `${line.slice(0, start)}${mark}${inner}${mark}${line.slice(start + inner.length)}`;
    })
    .join('\n');
}

/**
 * No control characters, no spaces at line ends, at most one empty line in a row, no outer blank lines.
 * In HTML, spaces are layout: runs of them are one space, and line starts are trimmed too.
 */
function tidy(text: string, html: boolean): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B\uFEFF]/g, '')
      .replace(/\u00A0/g, ' ')
      .split('\n')
      .map((line) => (html ? line.replace(/ {2,}/g, ' ').trim() : line.replace(/[ \t]+$/, '')))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .replace(/^\n+|\n+$/g, '')
  );
}
