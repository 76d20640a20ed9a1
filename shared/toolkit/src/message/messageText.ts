import { FLOW_VARIABLES, type FlowVariable } from '@cabinet/api/flows';

/**
 * The message text format: plain text with `{variable}` markers and WhatsApp's inline formats. The
 * spec allows bold, italic and "emphasis"; we read emphasis as strikethrough, WhatsApp's third inline
 * style (a crossed-out old price beside the new one is the usual emphasis in a salon's offer). The text
 * is stored as the messenger receives it, so what the editor shows is what is sent.
 */
export const FORMATS = { bold: '*', italic: '_', strike: '~' } as const;
export type MessageFormat = keyof typeof FORMATS;
export const MESSAGE_FORMATS: readonly MessageFormat[] = ['bold', 'italic', 'strike'];

export function isFlowVariable(name: string): name is FlowVariable {
  return FLOW_VARIABLES.some((known) => known === name);
}

/** The marker of a variable as it is written in the text. */
export function variableMarker(name: FlowVariable): string {
  return `{${name}}`;
}

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Replaces the selection with `insertion` and puts the cursor after it. */
export function insertText(text: string, start: number, end: number, insertion: string): TextEdit {
  const cursor = start + insertion.length;
  return { text: text.slice(0, start) + insertion + text.slice(end), selectionStart: cursor, selectionEnd: cursor };
}

/**
 * Wraps the selection in a format's marks, keeping its outer spaces outside them (WhatsApp formats only
 * a span that starts and ends with a visible character). With nothing selected, the marks are inserted
 * with the cursor between them, ready for typing.
 */
export function applyFormat(text: string, start: number, end: number, format: MessageFormat): TextEdit {
  const mark = FORMATS[format];
  const selected = text.slice(start, end);
  const inner = selected.trim();
  if (inner === '') {
    const cursor = start + mark.length;
    return { text: text.slice(0, start) + mark + mark + text.slice(start), selectionStart: cursor, selectionEnd: cursor };
  }
  const leading = selected.slice(0, selected.indexOf(inner));
  const trailing = selected.slice(leading.length + inner.length);
  const wrapped = `${leading}${mark}${inner}${mark}${trailing}`;
  const innerStart = start + leading.length + mark.length;
  return { text: text.slice(0, start) + wrapped + text.slice(end), selectionStart: innerStart, selectionEnd: innerStart + inner.length };
}

/** A run of the preview: text in the formats around it, or one variable. */
export interface PreviewSegment {
  text: string;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  /** Set when the run is a `{marker}`: its name, known or not. */
  variable?: string;
}

type Styles = Pick<PreviewSegment, 'bold' | 'italic' | 'strike'>;

const FORMAT_OF: Record<string, MessageFormat> = { '*': 'bold', _: 'italic', '~': 'strike' };
/** A formatted span: a mark, a visible first and last character, no line break, the same mark. */
const FORMATTED = /([*_~])(?=\S)([^\n]*?\S)\1/;
const MARKER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Splits a text into runs as the messenger would draw it, formats nested as written. */
export function previewSegments(text: string, styles: Styles = { bold: false, italic: false, strike: false }): PreviewSegment[] {
  const match = FORMATTED.exec(text);
  if (!match) return plainSegments(text, styles);
  const [whole, mark = '', inner = ''] = match;
  const format = FORMAT_OF[mark] ?? 'bold';
  return [
    ...plainSegments(text.slice(0, match.index), styles),
    ...previewSegments(inner, { ...styles, [format]: true }),
    ...previewSegments(text.slice(match.index + whole.length), styles),
  ];
}

function plainSegments(text: string, styles: Styles): PreviewSegment[] {
  const segments: PreviewSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), ...styles });
    segments.push({ text: match[0], ...styles, variable: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), ...styles });
  return segments;
}

/** The `{markers}` of a text that name no known variable, each once. */
export function unknownVariables(text: string): string[] {
  const names = [...text.matchAll(MARKER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isFlowVariable(name)))];
}
