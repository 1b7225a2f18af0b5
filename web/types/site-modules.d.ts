// The modules the build writes from the library (scripts/build-pages.mjs, 'chess960-site:<name>'),
// as the type check of the pages sees them.

/** White's first moves of every start position (scripts/write-first-moves.mjs). */
declare module 'chess960-site:first-moves' {
  const table: { common: string; sets: string[]; index: string };
  export default table;
}

/**
 * The library as the pages import it: the build maps 'chess960' to web/shared/library.js, which
 * loads the package's classic script chess960.js once for all the site's pages.
 */
declare module 'chess960' {
  /** Returns a Promise of the API (the package's createChess960). */
  export const createChess960: typeof import('../../package/types/index.js').createChess960;
  /** Resolves once the classic script `file` has defined the function `global`. */
  export function classicScript(file: string, global: string): Promise<void>;
}
