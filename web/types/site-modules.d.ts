// The modules the build writes from the library (scripts/build-pages.mjs, 'chess960-site:<name>'),
// as the type check of the pages sees them.

/** White's first moves of every start position (scripts/write-first-moves.mjs). */
declare module 'chess960-site:first-moves' {
  const table: { common: string; sets: string[]; index: string };
  export default table;
}
