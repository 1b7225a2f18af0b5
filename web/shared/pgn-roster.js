// The seven-tag roster of PGN, in its order (core/game/pgn.cpp, kRosterTags).
// Written by scripts/write-lists.mjs from the core's list: change that and run it; do not edit.
export const ROSTER_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
