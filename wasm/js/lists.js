// The letter sets of the core's table (core/letters.cpp, kRows), in its order.
// Written by scripts/write-lists.mjs from the core's table: change the table and run it; do not edit.
export const LETTERS = ['en', 'de', 'figurine', 'fr', 'es', 'it', 'nl', 'pl'];
