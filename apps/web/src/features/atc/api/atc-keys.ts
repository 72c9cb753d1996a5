/**
 * Every ATC query starts with ['atc']: an import or a save marks them all stale at once (uploads, days, picker
 * dates), so every screen shows what the server now holds.
 */
export const ATC_KEY = ['atc'] as const;
