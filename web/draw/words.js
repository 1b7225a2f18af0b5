/*
 * Phrases what the draw machines of chess960.js return (language-free ids and facts, see
 * chess960.d.ts: DrawRequest, DrawEvent) in a language of draw/step-strings.js, through the one
 * translator. Pure functions, no DOM: Chess960Draw.words = { request, option, events, method,
 * rank, missing }. A key missing in a language falls back to German (then to the key) and is
 * recorded in missing (tests/js/draw_words.test.mjs keeps it empty). Classic script; load after
 * shared/i18n.js and draw/step-strings.js.
 */
(function (global) {
  'use strict';

  const i18n = global.Chess960Web.i18n;
  const missing = new Set();

  // Returns true when lang has a text for key.
  function has(lang, key) {
    return i18n.has('drawWords.' + key, lang);
  }

  // Returns the text of key in lang (German, then the key, when missing: recorded in missing).
  function lookup(lang, key) {
    if (!has(lang, key)) missing.add(lang + ':' + key);
    return i18n.t('drawWords.' + key, null, lang);
  }

  // Returns the text of key in lang with its "{name}" placeholders filled from params.
  function say(lang, key, params) {
    if (!has(lang, key)) missing.add(lang + ':' + key);
    return i18n.t('drawWords.' + key, params, lang);
  }

  // Returns "dark" or "light" for a first-rank square such as "c1".
  function colourOf(square) {
    return 'aceg'.indexOf(square.charAt(0)) >= 0 ? 'dark' : 'light';
  }

  function list(lang, items) {
    return items.join(lookup(lang, 'listSeparator'));
  }

  // Returns the letter of a piece (English letter K Q R B N) in lang.
  function letter(lang, piece) {
    const i = 'KQRBN'.indexOf(piece);
    return i < 0 ? piece : lookup(lang, 'letters').charAt(i);
  }

  function pieceName(lang, piece) {
    return piece ? say(lang, 'piece.' + piece) : '';
  }

  // Returns "2nd" / "2.": key ordinal.k where a language has one, else ordinal.
  function ordinal(lang, k) {
    return has(lang, 'ordinal.' + k) ? say(lang, 'ordinal.' + k) : say(lang, 'ordinal', { k: k });
  }

  // Returns "2 bishops": key count.X.<plural category>, else count.X.other.
  function pieceCount(lang, piece, n) {
    let category = n === 1 ? 'one' : 'other';
    try {
      category = new Intl.PluralRules(lang).select(n);
    } catch {
      /* no Intl: one/other */
    }
    const key = 'count.' + piece + '.' + category;
    return say(lang, has(lang, key) ? key : 'count.' + piece + '.other', { n: n });
  }

  // Returns "1 queen, 2 bishops, 2 knights" for the pieces still to place ("QBBNN").
  function toPlace(lang, letters) {
    const parts = [];
    'QBN'.split('').forEach(function (p) {
      const n = letters.split(p).length - 1;
      if (n) parts.push(pieceCount(lang, p, n));
    });
    return list(lang, parts);
  }

  // Returns the instruction for a step (req from draw.next()) of the method.
  function request(lang, method, req) {
    if (req.step === 'done') return say(lang, 'done.' + method);
    const squares = req.outcomes.map(function (o) {
      return o.square;
    });
    const p = {
      square: req.square,
      from: req.from,
      left: req.left,
      right: req.right,
      count: req.count,
      countWord: req.count ? say(lang, 'num.' + req.count) : '',
      squares: list(lang, squares),
      rerolls: req.rerolls.join(', '),
      pieces: req.toPlace ? toPlace(lang, req.toPlace) : '',
    };
    if (req.kind === 'die' && req.die !== 'd6') {
      return say(lang, 'ask.' + req.die + (req.die === 'tetrahedron' ? '.' + req.among : ''), p);
    }
    if (req.kind === 'die' || req.kind === 'coins' || req.kind === 'coin') {
      // A roll of the ordinary die or a throw for one piece: instrument, piece, squares counted.
      const fold = req.kind === 'die' && req.options.length > req.count;
      const how = req.kind === 'die' ? (fold ? 'die-fold' : 'die') : req.kind;
      const high = req.options.slice(req.count);
      p.what = say(lang, 'what.' + req.step);
      p.where = say(lang, 'where.' + req.among, p);
      p.again = req.rerolls.length ? say(lang, how === 'die' ? 'again.die' : 'again.coins', p) : '';
      p.high = high.join(', ');
      p.low = high
        .map(function (v) {
          return ((v - 1) % req.count) + 1;
        })
        .join(', ');
      return say(lang, 'ask.' + how, p);
    }
    const variant =
      req.step === 'bishop-choice'
        ? colourOf(req.left)
        : req.step === 'bishop-piece'
          ? req.among
          : req.step === 'placement'
            ? req.player
            : '';
    return say(lang, 'step.' + req.step + (variant ? '.' + variant : ''), p);
  }

  // Returns the text of option i's button: the value and what it does.
  function option(lang, req, i) {
    const value = String(req.options[i]);
    const o = req.outcomes[i] || {};
    if (req.step === 'bishop-choice') return say(lang, 'label.bishop-choice.' + value, o);
    if (req.step === 'placement') return letter(lang, o.piece) + o.square;
    let shown = value;
    let label;
    if (req.step === 'bag-piece') {
      shown = letter(lang, o.piece);
      label = say(lang, 'label.bag-piece', { piece: pieceName(lang, o.piece), n: o.inBag });
    } else if (req.step === 'bishop-piece') {
      shown = letter(lang, o.piece);
      label = say(lang, 'label.bishop-piece', { piece: pieceName(lang, o.piece), square: o.square });
    } else if (req.step === 'card-piece') {
      label = pieceName(lang, o.piece);
    } else if (req.step === 'bishop-card') {
      label = say(lang, 'label.bishop-card', o);
    } else if (req.step === 'knights') {
      label = say(lang, 'label.knights', {
        number: o.number,
        first: o.counts[0],
        second: o.counts[1],
        a: o.squares[0],
        b: o.squares[1],
      });
    } else if (req.kind === 'coins' || req.kind === 'coin') {
      label = say(lang, 'label.throw', { faces: say(lang, 'label.' + req.kind + '.' + value), square: o.square });
    } else {
      label = o.square;
    }
    return shown + ' · ' + label;
  }

  // Returns the sentence for one event of give()'s events.
  function event(lang, e) {
    const squares = e.squares || [];
    const counts = e.counts || [];
    const p = {
      value: e.value,
      piece: pieceName(lang, e.piece),
      square: e.square,
      from: e.from,
      ordinal: e.k ? ordinal(lang, e.k) : '',
      thePiece: e.piece ? say(lang, 'pieceThe.' + e.piece) : '',
      number: e.number,
      first: counts[0],
      second: counts[1],
      a: squares[0],
      b: squares[1],
    };
    const variant = e.event === 'player-placed' ? e.player : e.event === 'bishop-moved' ? colourOf(e.square) : '';
    const text = say(lang, 'event.' + e.event + (variant ? '.' + variant : ''), p);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  // Returns the sentences for all events of one give(), space separated.
  function events(lang, list) {
    return list
      .map(function (e) {
        return event(lang, e);
      })
      .join(' ');
  }

  // Returns the name of a draw method.
  function method(lang, id) {
    return say(lang, 'method.' + id);
  }

  // Returns a back rank ("--B--B--", English letters) in lang's letters.
  function rank(lang, text) {
    return text.replace(/[KQRBN]/g, function (c) {
      return letter(lang, c);
    });
  }

  global.Chess960Draw = global.Chess960Draw || {};
  global.Chess960Draw.words = {
    request: request,
    option: option,
    events: events,
    method: method,
    rank: rank,
    missing: missing,
  };
})(typeof window !== 'undefined' ? window : globalThis);
