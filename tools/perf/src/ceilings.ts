import { readFileSync } from 'node:fs';
import { BUDGET_FILE } from './workspace';

export interface Ceiling {
  gzip: number;
  br: number;
  /** Required when a ceiling was raised: why, in the same commit. */
  why?: string;
}

export function readCeilings(): Record<string, Ceiling> {
  const parsed: unknown = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('ceilings' in parsed) || typeof parsed.ceilings !== 'object' || parsed.ceilings === null) {
    throw new Error(`${BUDGET_FILE} has no ceilings`);
  }
  const ceilings: Record<string, Ceiling> = {};
  for (const [key, value] of Object.entries(parsed.ceilings)) {
    if (typeof value === 'object' && value !== null && 'gzip' in value && 'br' in value && typeof value.gzip === 'number' && typeof value.br === 'number') {
      ceilings[key] = { gzip: value.gzip, br: value.br, ...('why' in value && typeof value.why === 'string' ? { why: value.why } : {}) };
    }
  }
  return ceilings;
}
