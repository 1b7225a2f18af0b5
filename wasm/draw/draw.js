// Drawing by hand: step machines (api.startDraw) and their exact distributions, over the draw
// module `m`; a finished draw is the start position as the rules module's startPosition gives it.
import { answer, codedError } from '../js/errors.js';
import { makeDisposable, ownerRegistry } from '../js/lifetime.js';
import { describe, listText, requireString } from '../js/values.js';

// Puts the draw machines and distributions on the API over the started draw module `m`.
export function installDraws(api, m) {
  const distributions = {};
  // Frees step machines that were dropped without .delete() (where the platform allows).
  const finalizer = ownerRegistry(function (id) {
    m.drawFree(id);
  });

  // Returns the text the core reads for one roll, card, piece or placement.
  function valueText(value) {
    if (typeof value === 'number') {
      if (!Number.isFinite(value))
        throw codedError('ERR_DRAW_VALUE', String(value) + ' is not a value: give the number thrown.');
      return String(value);
    }
    if (typeof value === 'string') return requireString(value, 'ERR_DRAW_VALUE', 'the value');
    throw codedError('ERR_DRAW_VALUE', describe(value) + ' is not a value: give a number or text such as "Bc1".');
  }

  // Returns the method id as the core reads it, or throws ERR_DRAW_METHOD.
  function methodId(id) {
    if (typeof id !== 'string') {
      throw codedError('ERR_DRAW_METHOD', describe(id) + ' is not a draw method; see drawMethods().');
    }
    return requireString(id, 'ERR_DRAW_METHOD', 'the draw method');
  }

  // One draw in progress, named by its machine's id in the WASM module. The contract: next(),
  // give(value), undo(), done(), result(), backRank(), history(), state(), delete(); `method`
  // is the method id. Steps, outcomes and events are language-free ids (package/types/draw.d.ts).
  function Draw(started) {
    this._id = started.id;
    this.method = started.method;
    if (finalizer) finalizer.register(this, started.id, this);
  }

  Draw.prototype._live = function () {
    if (!this._id) throw codedError('ERR_DRAW_DELETED', 'this draw was deleted; start a new one.');
    return this._id;
  };
  // Returns what is needed next: { kind, step, options, rerolls, outcomes, freeSquares, among?,
  // count?, square?, from?, left?, right?, toPlace?, sides?, die?, piece?, player? }; step
  // 'done' (options []) at the end.
  Draw.prototype.next = function () {
    return answer(m.drawNext(this._live()));
  };
  // Takes one roll/throw/card/piece/placement; returns { backRank, done, events, history } or
  // throws ERR_DRAW_REROLL / ERR_DRAW_VALUE / ERR_DRAW_FINISHED.
  Draw.prototype.give = function (value) {
    return answer(m.drawGive(this._live(), valueText(value)));
  };
  // Goes back one accepted value; returns the state, or throws ERR_DRAW_UNDO at the start.
  Draw.prototype.undo = function () {
    return answer(m.drawUndo(this._live()));
  };
  // Returns true when the start position is complete.
  Draw.prototype.done = function () {
    return answer(m.drawDone(this._live()));
  };
  // Returns the finished start position (as the rules module's startPosition) or throws ERR_DRAW_UNFINISHED.
  Draw.prototype.result = function () {
    return answer(m.drawResult(this._live()));
  };
  // Returns the back rank so far, e.g. "--B--B--" (English letters, '-' = empty).
  Draw.prototype.backRank = function () {
    return answer(m.drawBackRank(this._live()));
  };
  // Returns the accepted values so far, as text.
  Draw.prototype.history = function () {
    return answer(m.drawHistory(this._live()));
  };
  // Returns { backRank, done, events: [], history } without changing anything.
  Draw.prototype.state = function () {
    return answer(m.drawState(this._live()));
  };
  // Frees the machine in the WASM heap; the object cannot be used afterwards.
  Draw.prototype.delete = function () {
    if (!this._id) return;
    if (finalizer) finalizer.unregister(this);
    m.drawFree(this._id);
    this._id = null;
  };
  makeDisposable(Draw.prototype);

  // Returns [{ id, random }] for every draw method (pages name them by id).
  api.drawMethods = function () {
    return answer(m.drawMethods());
  };

  // Returns a new step machine for the method (see Draw above); free it with .delete().
  api.startDraw = function (method) {
    return new Draw(answer(m.drawStart(methodId(method))));
  };

  // Returns 960 reduced fractions { num, den }: the exact chance of each number 0..959.
  api.drawDistribution = function (method) {
    const id = methodId(method);
    if (!Object.hasOwn(distributions, id)) distributions[id] = answer(m.drawDistribution(id));
    return distributions[id].map(function (f) {
      return { num: f.num, den: f.den };
    });
  };

  // Runs a whole draw from a list of values; returns the start position or throws.
  api.drawWith = function (method, values) {
    const id = methodId(method);
    if (!Array.isArray(values))
      throw codedError('ERR_DRAW_VALUE', 'the values must be an array, not ' + describe(values));
    return answer(m.drawWith(id, listText(values.map(valueText), 'ERR_DRAW_VALUE', 'a draw value')));
  };

  // Returns the start position for five accepted die rolls (Bodlaender), e.g. [2, 3, 3, 2, 3] = 518.
  api.drawByDie = function (rolls) {
    return api.drawWith('die', rolls);
  };
}
