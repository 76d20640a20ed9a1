/**
 * `@cabinet/api/zod`: the zod/mini builders the contract's schemas are written with, named one by one.
 * Every schema file of this package imports them from here by the package's own name, so a page has one
 * copy, shared (shared/build/sharedVersions.mjs), instead of the shell's and each remote's: the domains'
 * schemas ship with their remotes, their builders do not (about 9 KB gzip a remote). The one shared entry
 * that holds no state: named one by one, so the first page carries only what the schemas use (zod/mini
 * whole is 80 KB), and a schema that needs another builder fails the type check until it is added here.
 */
import { coerce as zodCoerce, iso as zodIso } from 'zod/mini';

export {
  _default,
  array,
  boolean,
  discriminatedUnion,
  enum,
  extend,
  gte,
  int,
  literal,
  lte,
  maxLength,
  minLength,
  nullable,
  nullish,
  number,
  object,
  optional,
  partial,
  pick,
  pipe,
  record,
  refine,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
} from 'zod/mini';
export type { core, infer, input, output, ZodMiniType } from 'zod/mini';

// Only the members of zod's `iso` and `coerce` groups the schemas use: the groups whole carry the rest.
export const iso = { date: zodIso.date, datetime: zodIso.datetime };
export const coerce = { number: zodCoerce.number };
