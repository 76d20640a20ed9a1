/**
 * Wall-clock time in a branch's IANA timezone: the contract's (`shared/api/src/zone.ts`), since the
 * mailings' plan shown before start and the engine's pacing must read the same hours.
 */
export {
  FALLBACK_TIME_ZONE,
  addDays,
  isoDate,
  localDateOf,
  safeTimeZone,
  sameDate,
  startOfLocalDay,
  wallClock,
  weekdayOf,
  zonedInstant,
  type LocalDate,
  type WallClock,
} from '@cabinet/api/contract';
