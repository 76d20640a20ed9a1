/**
 * Which approved template a business-initiated WABA message is sent as (shared/api messaging/dialog360.ts):
 * the template whose body reads as the message's text once each positional placeholder {{1}}, {{2}}, ...
 * is taken for a parameter. Pure, so the rule is tested on its own.
 */
export interface ApprovedTemplate {
  name: string;
  language: string;
  body: string;
  createdAt: Date;
}

export interface TemplateMatch {
  template: ApprovedTemplate;
  /** The parameters in placeholder order: [0] fills {{1}}. */
  parameters: string[];
}

const PLACEHOLDER = /\{\{\s*(\d+)\s*\}\}/g;

/** The positional placeholders' numbers in order of appearance ({{1}} twice is listed twice). */
export function placeholdersOf(body: string): number[] {
  return [...body.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
}

/** How many parameters the template takes: its highest placeholder (WhatsApp numbers them 1..n). */
export function parameterCount(body: string): number {
  return Math.max(0, ...placeholdersOf(body));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The parameters that make `body` read as `text`, or null. A parameter is one line without tabs and not
 * empty (WhatsApp refuses a parameter with a newline, a tab or more than four spaces in a row); a
 * placeholder used twice reads the same both times; every number from 1 to the highest is used.
 */
export function readParameters(body: string, text: string): string[] | null {
  const numbers = placeholdersOf(body);
  const count = parameterCount(body);
  for (let n = 1; n <= count; n += 1) if (!numbers.includes(n)) return null;
  const parts = body.split(/\{\{\s*\d+\s*\}\}/);
  const pattern = new RegExp(`^${parts.map(escape).join('([^\\n\\t]+?)')}$`);
  const match = pattern.exec(text);
  if (!match) return null;
  const parameters: string[] = [];
  for (const [index, n] of numbers.entries()) {
    const value = match[index + 1] ?? '';
    if (value.trim() === '' || / {5}/.test(value)) return null;
    const earlier = parameters[n - 1];
    if (earlier !== undefined && earlier !== value) return null;
    parameters[n - 1] = value;
  }
  return parameters;
}

/** How much of the body is its own text (outside the placeholders). */
const literalLength = (body: string) => body.replace(PLACEHOLDER, '').length;

/** The template a text goes as: the most literal match (most of its own text), then the newest; null when none. */
export function matchTemplate(templates: readonly ApprovedTemplate[], text: string): TemplateMatch | null {
  const matches = templates
    .map((template) => ({ template, parameters: readParameters(template.body, text) }))
    .filter((candidate): candidate is TemplateMatch => candidate.parameters !== null)
    .sort((a, b) => literalLength(b.template.body) - literalLength(a.template.body) || b.template.createdAt.getTime() - a.template.createdAt.getTime());
  return matches[0] ?? null;
}
