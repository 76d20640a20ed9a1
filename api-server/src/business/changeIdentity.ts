import { createHash } from 'node:crypto';

/**
 * A webhook change's identity: the SHA-256 of the change as parsed (ids as text, defaults filled in) written
 * with its keys sorted. The same change re-sent with other spacing, key order or number-or-string ids has the
 * same identity, so it is applied once (the source's webhooks carry no event id of their own: the resource,
 * its id, the status and the data are the event).
 */
export function changeIdentity(change: unknown): string {
  return createHash('sha256').update(canonicalJson(change)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
