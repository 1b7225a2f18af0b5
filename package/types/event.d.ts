/**
 * The tournament draw and the commit-and-reveal event draws (docs/event.md): distinct start
 * positions for the rounds of a tournament, from a seed or the crypto source, and an event's
 * rounds committed before round 1 and verified after the reveal. A WebAssembly module of its
 * own (embedded, nothing is fetched), so that the main entry stays small.
 *
 * ```ts
 * import { createChess960Event } from 'chess960/event';
 * const events = await createChess960Event();
 * events.tournamentDraw({ rounds: 9, seed: 'Open 2026' }).map((r) => r.number);
 * const secret = events.eventNewSecret();
 * events.eventCommitment(secret).fingerprint; // published before round 1
 * ```
 * @module chess960/event
 */
import type { Chess960Error, CreateOptions, StartPosition } from './index.js';

export { Chess960Error } from './index.js';

/** One round of a tournament draw. */
export interface TournamentRound extends StartPosition {
  round: number;
  /** Which position of the draw this round plays (rounds share one with bothColours). */
  draw: number;
  /** True for the second round of a position with bothColours. */
  swapColours: boolean;
}

/** The event module's API: createChess960Event() resolves to it. */
export interface Chess960EventApi {
  /** Returns distinct positions for the rounds, from a seed (reproducible, see README) or the crypto source. */
  tournamentDraw(options: { rounds: number; seed?: string | number; exclude?: number[]; bothColours?: boolean }): TournamentRound[];
  /** Returns a new event secret: 32 bytes from crypto.getRandomValues as 64 lower-case hex digits. */
  eventNewSecret(): string;
  /** Returns the commitment (SHA-256 of the secret's hex text, 64 hex digits) and its fingerprint ("6c86 c6aa c5fb 24bc"); throws ERR_EVENT_SECRET. */
  eventCommitment(secret: string): { commitment: string; fingerprint: string };
  /** Returns an event's rounds: the tournament draw seeded by "chess960-event-1:" + secret + ":" + public value (docs/event.md); throws ERR_EVENT_SECRET, ERR_EVENT_PUBLIC or the tournament draw's codes. */
  eventRounds(options: { secret: string; public?: string; rounds: number; exclude?: number[]; bothColours?: boolean }): TournamentRound[];
  /** Returns true when the secret matches the commitment; throws ERR_EVENT_COMMITMENT (malformed or not matching) or ERR_EVENT_SECRET. */
  eventVerify(options: { commitment: string; secret: string }): true;
  /** Returns the texts given in the form the draw reads them: the public value trimmed with each run of Unicode white space one space, a secret or commitment as 64 lower-case hex digits (docs/event.md); throws ERR_EVENT_PUBLIC, ERR_EVENT_SECRET or ERR_EVENT_COMMITMENT. */
  eventTexts(texts: { public?: string | number; secret?: string; commitment?: string }): { public?: string; secret?: string; commitment?: string };
  /** The class of the errors the API throws (the same as the package's export). */
  Chess960Error: typeof Chess960Error;
}

/**
 * Returns a Promise of the event API; rejects with ERR_MODULE_DAMAGED when the module does not
 * start. options as createChess960's, with the package's `chess960/chess960-event.wasm`.
 */
export declare function createChess960Event(options?: CreateOptions): Promise<Chess960EventApi>;
export default createChess960Event;
