/*
 * The toolkit's parts that load on first use, each with its own catalogue (`src/<folder>/locales`): lingui's
 * layout reads every import() here (the toolkit's package.json "catalogues"), so a part's texts ship with its
 * chunk and not with the toolkit's catalogue every remote loads.
 */

/** The staff access-denied notice, for an account whose booking-system user lacks rights. */
export const loadStaffAccessAlerts = () => import('./staff-access/StaffAccessAlerts');

/** Why the engine stopped a message, worded from its code, for a log row that has one. */
export const loadReasonWords = () => import('./reasons/ReasonWords');
