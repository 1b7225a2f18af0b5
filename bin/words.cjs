// The command line's words, { en: { key: (values) => text }, de: … }. Written by
// scripts/cli-words.mjs from web/lang/<code>/cli.json: change those and run it; do not edit.
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all) __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if ((from && typeof from === 'object') || typeof from === 'function') {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, {
          get: () => from[key],
          enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable,
        });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, '__esModule', { value: true }), mod);

var cli_words_exports = {};
__export(cli_words_exports, {
  default: () => cli_words_default,
});
module.exports = __toCommonJS(cli_words_exports);

function plural(value, offset, lcfunc, data, isOrdinal) {
  if ({}.hasOwnProperty.call(data, value)) return data[value];
  if (offset) value -= offset;
  const key = lcfunc(value, isOrdinal);
  return key in data ? data[key] : data.other;
}
function select(value, data) {
  return {}.hasOwnProperty.call(data, value) ? data[value] : data.other;
}

var d = (n) => {
  const s = String(n).split('.'),
    v0 = !s[1];
  return n == 1 && v0 ? 'one' : 'other';
};
var f = (n) => {
  const s = String(n).split('.'),
    i = s[0],
    v0 = !s[1],
    i1000000 = i.slice(-6);
  return n == 1 && v0 ? 'one' : i != 0 && i1000000 == 0 && v0 ? 'many' : 'other';
};
var de = d;
var en = d;
var es = (n) => {
  const s = String(n).split('.'),
    i = s[0],
    v0 = !s[1],
    i1000000 = i.slice(-6);
  return n == 1 ? 'one' : i != 0 && i1000000 == 0 && v0 ? 'many' : 'other';
};
var fr = (n) => {
  const s = String(n).split('.'),
    i = s[0],
    v0 = !s[1],
    i1000000 = i.slice(-6);
  return n >= 0 && n < 2 ? 'one' : i != 0 && i1000000 == 0 && v0 ? 'many' : 'other';
};
var it = f;
var nl = d;
var pl = (n) => {
  const s = String(n).split('.'),
    i = s[0],
    v0 = !s[1],
    i10 = i.slice(-1),
    i100 = i.slice(-2);
  return n == 1 && v0
    ? 'one'
    : v0 && i10 >= 2 && i10 <= 4 && (i100 < 12 || i100 > 14)
      ? 'few'
      : (v0 && i != 1 && (i10 == 0 || i10 == 1)) || (v0 && i10 >= 5 && i10 <= 9) || (v0 && i100 >= 12 && i100 <= 14)
        ? 'many'
        : 'other';
};

var cli_words_default = {
  en: {
    'usage.title': () => 'Usage: chess960 <command> [options]',
    'usage.commands': () => 'Commands:',
    'usage.options': () => 'Options:',
    'usage.exitCodes': () =>
      'Exit codes: 0 done, 1 input refused (pgn, review: a game is bad), 2 usage error (pgn: the file cannot be read), 3 the output cannot be written.',
    'usage.hint': () => 'Try "chess960 --help".',
    'command.position': () => 'start position N (0..959; with --one-based 1..960, 960 = 0)',
    'command.position.args': () => 'N',
    'command.number': () => 'number of a back rank (RNBQKBNR or TSLDKLST) or a start FEN',
    'command.number.args': () => 'TEXT',
    'command.random': () => 'a random start position (reproducible with a seed)',
    'command.draw': () => "a tournament's positions, all different",
    'command.table': () => 'the king table and the bishop table',
    'command.perft': () =>
      'leaf count DEPTH plies below FEN (300-450 million a second: depth 7 of the start position 9 s, of a busy middlegame a quarter of an hour; Ctrl-C stops it)',
    'command.perft.args': () => 'FEN DEPTH',
    'command.pgn': () =>
      'check every game of a PGN file (tags, moves, side lines); lists each bad game as "game N, line L: CODE: message"; exit 1 if any is bad',
    'command.pgn.args': () => 'FILE',
    'command.review': () =>
      "the engine's review of every game of a PGN file, written annotated as lichess exports one ([%eval], ?! ? ?? with the best move and line); progress and bad games (skipped, exit 1) on stderr",
    'command.event new': () => 'a new event: the secret and the commitment to publish',
    'command.event rounds': () => "the event's rounds",
    'command.event verify': () =>
      'checks the secret against the commitment (exit 1 when they differ) and prints the rounds',
    'option.json': () => 'machine-readable output',
    'option.lang': () => 'language of the text output (default: from LC_ALL, LC_MESSAGES or LANG, else en)',
    'option.help': () => 'this text',
    'option.one-based': () => 'reads N as 1..960',
    'option.seed': () => 'makes the result reproducible (the same seed, the same positions)',
    'option.rounds': () => 'is the number of rounds',
    'option.exclude': () => 'leaves out these start numbers (comma-separated; the option can be repeated)',
    'option.both-colours': () =>
      'plays each position in two rounds, colours swapped in the second (also --both-colors)',
    'option.max-nodes': () => 'stops (ERR_PERFT_BUDGET) once more than N leaf nodes are counted',
    'option.stats': () => 'counts games and results per start number',
    'option.strip': () =>
      'writes every good game without comments, NAGs and side lines (tags, main line, result) and the list to stderr',
    'option.nodes': () => 'searches N nodes in each position (default 150000, about 0.2 s)',
    'option.review.json': () =>
      'writes figures per ply and per player (accuracy, acpl, inaccuracies, mistakes, blunders)',
    'option.name': () => 'names the event',
    'option.no-518': () => 'leaves out 518, the classical start',
    'option.no-534': () => 'leaves out 534, the mirror of 518',
    'option.secret': () => "is the event's secret",
    'option.public': () => 'is the public value the event mixed in, if it used one',
    'option.commitment': () => 'is the commitment published before round 1',
    'position.title': (d2) => 'Start position ' + d2.number,
    'position.backRank': (d2) => 'Back rank: ' + d2.backRank + '  (German: ' + d2.other + ')',
    'position.tables': (d2) =>
      'Tables: ' + d2.number + ' = ' + d2.kingBase + ' (king table) + ' + d2.bishopIndex + ' (bishop table)',
    'table.kingTitle': () => 'King table (pieces on the six squares the bishops leave free)',
    'table.bishopTitle': () => 'Bishop table (number mod 16)',
    'rounds.round': () => 'Round',
    'rounds.number': () => 'No.',
    'rounds.backRank': () => 'Back rank',
    'rounds.swapped': () => 'colours swapped',
    'event.name': (d2) => 'Event: ' + d2.name,
    'event.rounds': (d2) =>
      'Rounds: ' +
      d2.rounds +
      select(d2.both, { yes: ' (each position twice, colours swapped in the second round)', other: '' }),
    'event.excluded': (d2) => 'Excluded: ' + d2.list,
    'event.none': () => 'none',
    'event.secret': () => 'Secret (keep it hidden until you reveal it):',
    'event.commitment': () => 'Commitment (publish it before round 1):',
    'event.fingerprint': (d2) => 'Fingerprint: ' + d2.fingerprint,
    'event.check': () => 'Check later:',
    'event.match': (d2) => 'The secret matches the commitment (fingerprint ' + d2.fingerprint + ').',
    'event.publicValue': (d2) => 'Public value: ' + d2.value,
    'event.noPublic': () =>
      'No public value given: if the event published one, add it with --public, or the rounds differ.',
    'pgn.summary': (d2) =>
      plural(d2.games, 0, en, { one: d2.games + ' game', other: d2.games + ' games' }) + ' read, ' + d2.bad + ' bad',
    'pgn.start': () => 'Start',
    'pgn.games': () => 'Games',
    'pgn.noStartNumber': () => 'other',
    'pgn.total': () => 'total',
    'pgn.sideLine': (d2) => 'side line ' + d2.number + ' at ' + d2.move,
    'pgn.then': (d2) => d2.path + ', then ' + d2.next,
    'review.progress': (d2) =>
      'review: game ' + d2.game + '/' + d2.games + ', ' + d2.done + '/' + d2.total + ' positions',
    'review.summary': (d2) =>
      'review: ' +
      plural(d2.games, 0, en, { one: d2.games + ' game', other: d2.games + ' games' }) +
      ' read, ' +
      d2.bad +
      ' bad',
    'error.needsValue': (d2) => d2.option + ' needs a value',
    'error.lang': (d2) => '--lang must be one of ' + d2.languages + ', not "' + d2.value + '"',
    'error.unknownOption': (d2) => 'unknown option ' + d2.option,
    'error.optionNotFor': (d2) => d2.command + ' takes no option ' + d2.option,
    'error.unknownCommand': (d2) => 'unknown command "' + d2.command + '"',
    'error.noCommand': () => 'no command given',
    'error.missingArgument': (d2) => 'missing argument: ' + d2.usage,
    'error.tooMany': (d2) => d2.command + ' takes one ' + select(d2.what, { file: 'file', other: 'number' }),
    'error.needsOption': (d2) => d2.command + ' needs ' + d2.option,
    'error.noArguments': (d2) => d2.command + ' takes no arguments besides its options (got "' + d2.word + '")',
    'error.unknownEvent': (d2) => 'unknown event command "' + d2.sub + '"',
    'error.eventWhich': () => 'event needs new, rounds or verify',
    'error.eventOnlyOptions': (d2) => 'event ' + d2.sub + ' takes only options (got "' + d2.word + '")',
    'error.stripWith': (d2) => '--strip writes the games as PGN; it cannot be combined with ' + d2.option,
    'error.nodes': (d2) => '--nodes must be a whole number from 1 to ' + d2.max + ', not "' + d2.value + '"',
    'error.notUtf8': (d2) =>
      d2.option +
      ' is not valid UTF-8 text: character ' +
      d2.at +
      ' is U+FFFD, the mark put for bytes that are not UTF-8, so that different bytes would give the same result. Give the value as UTF-8 text.',
    'error.cannotRead': (d2) => 'cannot read ' + d2.file + ': ' + d2.reason,
    'file.missing': () => 'no such file',
    'file.denied': () => 'permission denied',
    'file.folder': () => 'it is a folder',
    'file.utf16': () => 'it is UTF-16 text: save it as UTF-8',
    'file.nul': (d2) => 'it is not text (a NUL byte at byte ' + d2.byte + ')',
    'file.controls': (d2) => 'it is not text (' + d2.count + ' control characters in its first ' + d2.bytes + ' bytes)',
    'file.noGame': (d2) =>
      'no game begins in the ' +
      d2.mib +
      ' MiB from line ' +
      d2.line +
      ' on (a game after the first, its line starting with "["), the most read as one piece',
    'error.moduleMissing': (d2) => d2.file + ' is missing: build the site first (npm run build)',
    'error.noPerft': () => 'perft is not available in this build of chess960.js',
    'error.output': (d2) =>
      'cannot write the output: ' +
      select(d2.reason, {
        ENOSPC: 'no space left on the device',
        EPIPE: 'the reader closed the pipe',
        other: d2.message,
      }),
  },
  de: {
    'usage.title': () => 'Aufruf: chess960 <Befehl> [Optionen]',
    'usage.commands': () => 'Befehle:',
    'usage.options': () => 'Optionen:',
    'usage.exitCodes': () =>
      'R\xFCckgabewerte: 0 erledigt, 1 Eingabe abgelehnt (pgn, review: eine Partie fehlerhaft), 2 Aufruffehler (pgn: Datei nicht lesbar), 3 Ausgabe nicht schreibbar.',
    'usage.hint': () => 'Siehe "chess960 --help".',
    'command.position': () => 'Startstellung N (0..959; mit --one-based 1..960, 960 = 0)',
    'command.position.args': () => 'N',
    'command.number': () => 'Nummer einer Grundreihe (TSLDKLST oder RNBQKBNR) oder Start-FEN',
    'command.number.args': () => 'TEXT',
    'command.random': () => 'zuf\xE4llige Startstellung (mit Seed reproduzierbar)',
    'command.draw': () => 'Stellungen eines Turniers, alle verschieden',
    'command.table': () => 'K\xF6nigstabelle und L\xE4ufertabelle',
    'command.perft': () =>
      'Anzahl der Endknoten TIEFE Halbz\xFCge unter FEN (300-450 Millionen je Sekunde: Tiefe 7 der Grundstellung 9 s, eines belebten Mittelspiels eine Viertelstunde; Strg-C bricht ab)',
    'command.perft.args': () => 'FEN TIEFE',
    'command.pgn': () =>
      'pr\xFCft jede Partie einer PGN-Datei (Tags, Z\xFCge, Nebenvarianten); nennt jede fehlerhafte als "game N, line L: CODE: Meldung"; R\xFCckgabewert 1, wenn eine fehlerhaft ist',
    'command.pgn.args': () => 'DATEI',
    'command.review': () =>
      'Analyse jeder Partie einer PGN-Datei durch den Computer, kommentiert geschrieben wie lichess sie exportiert ([%eval], ?! ? ?? mit bestem Zug und bester Fortsetzung); Fortschritt und fehlerhafte Partien (\xFCbersprungen, R\xFCckgabewert 1) nach stderr',
    'command.event new': () => 'neues Turnier: Geheimnis und zu ver\xF6ffentlichende Festlegung',
    'command.event rounds': () => 'die Runden des Turniers',
    'command.event verify': () =>
      'pr\xFCft das Geheimnis gegen die Festlegung (R\xFCckgabewert 1, wenn sie nicht passen) und nennt die Runden',
    'option.json': () => 'maschinenlesbare Ausgabe',
    'option.lang': () => 'Sprache der Textausgabe (Standard: nach LC_ALL, LC_MESSAGES oder LANG, sonst en)',
    'option.help': () => 'dieser Text',
    'option.one-based': () => 'liest N als 1..960',
    'option.seed': () => 'macht das Ergebnis reproduzierbar (gleicher Seed, gleiche Stellungen)',
    'option.rounds': () => 'ist die Zahl der Runden',
    'option.exclude': () =>
      'schlie\xDFt diese Startnummern aus (durch Kommas getrennt; die Option kann wiederholt werden)',
    'option.both-colours': () =>
      'spielt jede Stellung in zwei Runden, die zweite mit getauschten Farben (auch --both-colors)',
    'option.max-nodes': () => 'bricht ab (ERR_PERFT_BUDGET), sobald mehr als N Endknoten gez\xE4hlt sind',
    'option.stats': () => 'z\xE4hlt Partien und Ergebnisse je Startnummer',
    'option.strip': () =>
      'schreibt jede fehlerfreie Partie ohne Kommentare, NAGs und Nebenvarianten (Tags, Hauptvariante, Ergebnis) und die Liste nach stderr',
    'option.nodes': () => 'sucht N Knoten je Stellung (Vorgabe 150000, etwa 0,2 s)',
    'option.review.json': () =>
      'schreibt Zahlen je Halbzug und je Spieler (Genauigkeit, ACPL, Ungenauigkeiten, Fehler, grobe Fehler)',
    'option.name': () => 'benennt das Turnier',
    'option.no-518': () => 'schlie\xDFt 518 aus, die klassische Grundstellung',
    'option.no-534': () => 'schlie\xDFt 534 aus, das Spiegelbild von 518',
    'option.secret': () => 'ist das Geheimnis des Turniers',
    'option.public': () => 'ist der \xF6ffentliche Wert, den das Turnier einmischte, falls es einen hatte',
    'option.commitment': () => 'ist die vor Runde 1 ver\xF6ffentlichte Festlegung',
    'position.title': (d2) => 'Startstellung ' + d2.number,
    'position.backRank': (d2) => 'Grundreihe: ' + d2.backRank + '  (englisch: ' + d2.other + ')',
    'position.tables': (d2) =>
      'Tabellen: ' +
      d2.number +
      ' = ' +
      d2.kingBase +
      ' (K\xF6nigstabelle) + ' +
      d2.bishopIndex +
      ' (L\xE4ufertabelle)',
    'table.kingTitle': () => 'K\xF6nigstabelle (Figuren auf den sechs von den L\xE4ufern freien Feldern)',
    'table.bishopTitle': () => 'L\xE4ufertabelle (Nummer mod 16)',
    'rounds.round': () => 'Runde',
    'rounds.number': () => 'Nr.',
    'rounds.backRank': () => 'Grundreihe',
    'rounds.swapped': () => 'Farben getauscht',
    'event.name': (d2) => 'Turnier: ' + d2.name,
    'event.rounds': (d2) =>
      'Runden: ' +
      d2.rounds +
      select(d2.both, { yes: ' (jede Stellung zweimal, in der zweiten Runde mit getauschten Farben)', other: '' }),
    'event.excluded': (d2) => 'Ausgeschlossen: ' + d2.list,
    'event.none': () => 'keine',
    'event.secret': () => 'Geheimnis (bis zur Aufdeckung geheim halten):',
    'event.commitment': () => 'Festlegung (vor Runde 1 ver\xF6ffentlichen):',
    'event.fingerprint': (d2) => 'Fingerabdruck: ' + d2.fingerprint,
    'event.check': () => 'Sp\xE4ter pr\xFCfen:',
    'event.match': (d2) => 'Das Geheimnis passt zur Festlegung (Fingerabdruck ' + d2.fingerprint + ').',
    'event.publicValue': (d2) => '\xD6ffentlicher Wert: ' + d2.value,
    'event.noPublic': () =>
      'Kein \xF6ffentlicher Wert angegeben: hat das Turnier einen ver\xF6ffentlicht, mit --public angeben, sonst weichen die Runden ab.',
    'pgn.summary': (d2) =>
      plural(d2.games, 0, de, { one: d2.games + ' Partie', other: d2.games + ' Partien' }) +
      ' gelesen, ' +
      d2.bad +
      ' fehlerhaft',
    'pgn.start': () => 'Start',
    'pgn.games': () => 'Partien',
    'pgn.noStartNumber': () => 'andere',
    'pgn.total': () => 'gesamt',
    'pgn.sideLine': (d2) => 'Nebenvariante ' + d2.number + ' bei ' + d2.move,
    'pgn.then': (d2) => d2.path + ', dann ' + d2.next,
    'review.progress': (d2) =>
      'review: Partie ' + d2.game + '/' + d2.games + ', ' + d2.done + '/' + d2.total + ' Stellungen',
    'review.summary': (d2) =>
      'review: ' +
      plural(d2.games, 0, de, { one: d2.games + ' Partie', other: d2.games + ' Partien' }) +
      ' gelesen, ' +
      d2.bad +
      ' fehlerhaft',
    'error.needsValue': (d2) => d2.option + ' braucht einen Wert',
    'error.lang': (d2) => '--lang muss eine von ' + d2.languages + ' sein, nicht "' + d2.value + '"',
    'error.unknownOption': (d2) => 'unbekannte Option ' + d2.option,
    'error.optionNotFor': (d2) => d2.command + ' kennt die Option ' + d2.option + ' nicht',
    'error.unknownCommand': (d2) => 'unbekannter Befehl "' + d2.command + '"',
    'error.noCommand': () => 'kein Befehl angegeben',
    'error.missingArgument': (d2) => 'Argument fehlt: ' + d2.usage,
    'error.tooMany': (d2) => d2.command + ' nimmt ' + select(d2.what, { file: 'eine Datei', other: 'eine Nummer' }),
    'error.needsOption': (d2) => d2.command + ' braucht ' + d2.option,
    'error.noArguments': (d2) =>
      d2.command + ' nimmt au\xDFer seinen Optionen keine Argumente (erhalten: "' + d2.word + '")',
    'error.unknownEvent': (d2) => 'unbekannter Turnierbefehl "' + d2.sub + '"',
    'error.eventWhich': () => 'event braucht new, rounds oder verify',
    'error.eventOnlyOptions': (d2) => 'event ' + d2.sub + ' nimmt nur Optionen (erhalten: "' + d2.word + '")',
    'error.stripWith': (d2) =>
      '--strip schreibt die Partien als PGN; es l\xE4sst sich nicht mit ' + d2.option + ' verbinden',
    'error.nodes': (d2) => '--nodes muss eine ganze Zahl von 1 bis ' + d2.max + ' sein, nicht "' + d2.value + '"',
    'error.notUtf8': (d2) =>
      d2.option +
      ' ist kein g\xFCltiger UTF-8-Text: an Stelle ' +
      d2.at +
      ' steht U+FFFD, das Zeichen f\xFCr Bytes, die kein UTF-8 sind; verschiedene Bytes erg\xE4ben dasselbe Ergebnis. Den Wert als UTF-8-Text angeben.',
    'error.cannotRead': (d2) => d2.file + ' ist nicht lesbar: ' + d2.reason,
    'file.missing': () => 'Datei fehlt',
    'file.denied': () => 'keine Leseberechtigung',
    'file.folder': () => 'es ist ein Ordner',
    'file.utf16': () => 'es ist UTF-16-Text: als UTF-8 speichern',
    'file.nul': (d2) => 'es ist kein Text (ein NUL-Byte bei Byte ' + d2.byte + ')',
    'file.controls': (d2) => 'es ist kein Text (' + d2.count + ' Steuerzeichen in den ersten ' + d2.bytes + ' Bytes)',
    'file.noGame': (d2) =>
      'in den ' +
      d2.mib +
      ' MiB ab Zeile ' +
      d2.line +
      ' beginnt keine Partie (eine Partie nach der ersten, ihre Zeile mit "[" am Anfang), das meiste, was als ein St\xFCck gelesen wird',
    'error.moduleMissing': (d2) => d2.file + ' fehlt: zuerst die Seite bauen (npm run build)',
    'error.noPerft': () => 'perft ist in diesem Build von chess960.js nicht enthalten',
    'error.output': (d2) =>
      'Ausgabe nicht schreibbar: ' +
      select(d2.reason, {
        ENOSPC: 'kein Platz mehr auf dem Ger\xE4t',
        EPIPE: 'der Leser hat die Pipe geschlossen',
        other: d2.message,
      }),
  },
  fr: {
    'usage.title': () => 'Utilisation : chess960 <commande> [options]',
    'usage.commands': () => 'Commandes :',
    'usage.options': () => 'Options :',
    'usage.exitCodes': () =>
      'Codes de sortie : 0 termin\xE9, 1 entr\xE9e refus\xE9e (pgn, review : une partie est fautive), 2 erreur d\u2019utilisation (pgn : le fichier ne peut pas \xEAtre lu), 3 la sortie ne peut pas \xEAtre \xE9crite.',
    'usage.hint': () => 'Essayez "chess960 --help".',
    'command.position': () => 'position de d\xE9part N (0..959 ; avec --one-based 1..960, 960 = 0)',
    'command.position.args': () => 'N',
    'command.number': () =>
      'num\xE9ro d\u2019une rang\xE9e de d\xE9part (RNBQKBNR ou TSLDKLST) ou d\u2019une FEN de d\xE9part',
    'command.number.args': () => 'TEXTE',
    'command.random': () => 'une position de d\xE9part au hasard (reproductible avec une graine)',
    'command.draw': () => 'les positions d\u2019un tournoi, toutes diff\xE9rentes',
    'command.table': () => 'la table du roi et la table des fous',
    'command.perft': () =>
      'nombre de feuilles \xE0 PROFONDEUR demi-coups sous la FEN (300 \xE0 450 millions par seconde : profondeur 7 de la position de d\xE9part 9 s, d\u2019un milieu de partie charg\xE9 un quart d\u2019heure ; Ctrl-C l\u2019arr\xEAte)',
    'command.perft.args': () => 'FEN PROFONDEUR',
    'command.pgn': () =>
      'v\xE9rifie chaque partie d\u2019un fichier PGN (balises, coups, variantes) ; liste chaque partie fautive sous la forme "game N, line L: CODE: message" ; code de sortie 1 si l\u2019une est fautive',
    'command.pgn.args': () => 'FICHIER',
    'command.review': () =>
      'l\u2019analyse par le moteur de chaque partie d\u2019un fichier PGN, \xE9crite annot\xE9e comme lichess l\u2019exporte ([%eval], ?! ? ?? avec le meilleur coup et la suite) ; progression et parties fautives (ignor\xE9es, code de sortie 1) sur stderr',
    'command.event new': () => 'un nouveau tournoi : le secret et l\u2019engagement \xE0 publier',
    'command.event rounds': () => 'les rondes du tournoi',
    'command.event verify': () =>
      'v\xE9rifie le secret par rapport \xE0 l\u2019engagement (code de sortie 1 s\u2019ils diff\xE8rent) et affiche les rondes',
    'option.json': () => 'sortie lisible par une machine',
    'option.lang': () =>
      'langue de la sortie texte (par d\xE9faut : d\u2019apr\xE8s LC_ALL, LC_MESSAGES ou LANG, sinon en)',
    'option.help': () => 'ce texte',
    'option.one-based': () => 'lit N comme 1..960',
    'option.seed': () => 'rend le r\xE9sultat reproductible (m\xEAme graine, m\xEAmes positions)',
    'option.rounds': () => 'est le nombre de rondes',
    'option.exclude': () =>
      'exclut ces num\xE9ros de d\xE9part (s\xE9par\xE9s par des virgules ; l\u2019option peut \xEAtre r\xE9p\xE9t\xE9e)',
    'option.both-colours': () =>
      'joue chaque position en deux rondes, couleurs invers\xE9es dans la seconde (aussi --both-colors)',
    'option.max-nodes': () => 's\u2019arr\xEAte (ERR_PERFT_BUDGET) d\xE8s que plus de N feuilles sont compt\xE9es',
    'option.stats': () => 'compte les parties et les r\xE9sultats par num\xE9ro de d\xE9part',
    'option.strip': () =>
      '\xE9crit chaque bonne partie sans commentaires, NAG ni variantes (balises, ligne principale, r\xE9sultat) et la liste sur stderr',
    'option.nodes': () => 'cherche N n\u0153uds dans chaque position (par d\xE9faut 150000, environ 0,2 s)',
    'option.review.json': () =>
      '\xE9crit des chiffres par demi-coup et par joueur (pr\xE9cision, acpl, impr\xE9cisions, erreurs, gaffes)',
    'option.name': () => 'nomme le tournoi',
    'option.no-518': () => 'exclut 518, la position de d\xE9part classique',
    'option.no-534': () => 'exclut 534, le miroir de 518',
    'option.secret': () => 'est le secret du tournoi',
    'option.public': () => 'est la valeur publique m\xEAl\xE9e par le tournoi, s\u2019il en a utilis\xE9 une',
    'option.commitment': () => 'est l\u2019engagement publi\xE9 avant la 1re ronde',
    'position.title': (d2) => 'Position de d\xE9part ' + d2.number,
    'position.backRank': (d2) => 'Rang\xE9e de d\xE9part : ' + d2.backRank + '  (en allemand : ' + d2.other + ')',
    'position.tables': (d2) =>
      'Tables : ' + d2.number + ' = ' + d2.kingBase + ' (table du roi) + ' + d2.bishopIndex + ' (table des fous)',
    'table.kingTitle': () => 'Table du roi (pi\xE8ces sur les six cases que les fous laissent libres)',
    'table.bishopTitle': () => 'Table des fous (num\xE9ro modulo 16)',
    'rounds.round': () => 'Ronde',
    'rounds.number': () => 'No',
    'rounds.backRank': () => 'Rang\xE9e de d\xE9part',
    'rounds.swapped': () => 'couleurs invers\xE9es',
    'event.name': (d2) => 'Tournoi : ' + d2.name,
    'event.rounds': (d2) =>
      'Rondes : ' +
      d2.rounds +
      select(d2.both, { yes: ' (chaque position deux fois, couleurs invers\xE9es dans la seconde ronde)', other: '' }),
    'event.excluded': (d2) => 'Exclus : ' + d2.list,
    'event.none': () => 'aucun',
    'event.secret': () => 'Secret (\xE0 garder cach\xE9 jusqu\u2019\xE0 sa r\xE9v\xE9lation) :',
    'event.commitment': () => 'Engagement (\xE0 publier avant la 1re ronde) :',
    'event.fingerprint': (d2) => 'Empreinte : ' + d2.fingerprint,
    'event.check': () => 'V\xE9rifier plus tard :',
    'event.match': (d2) => 'Le secret correspond \xE0 l\u2019engagement (empreinte ' + d2.fingerprint + ').',
    'event.publicValue': (d2) => 'Valeur publique : ' + d2.value,
    'event.noPublic': () =>
      'Aucune valeur publique donn\xE9e : si le tournoi en a publi\xE9 une, ajoutez-la avec --public, sinon les rondes diff\xE8rent.',
    'pgn.summary': (d2) =>
      plural(d2.games, 0, fr, {
        one: d2.games + ' partie lue',
        many: d2.games + ' de parties lues',
        other: d2.games + ' parties lues',
      }) +
      ', avec erreur : ' +
      d2.bad,
    'pgn.start': () => 'D\xE9part',
    'pgn.games': () => 'Parties',
    'pgn.noStartNumber': () => 'autres',
    'pgn.total': () => 'total',
    'pgn.sideLine': (d2) => 'variante ' + d2.number + ' au coup ' + d2.move,
    'pgn.then': (d2) => d2.path + ', puis ' + d2.next,
    'review.progress': (d2) =>
      'review : partie ' + d2.game + '/' + d2.games + ', ' + d2.done + '/' + d2.total + ' positions',
    'review.summary': (d2) =>
      'review : ' +
      plural(d2.games, 0, fr, {
        one: d2.games + ' partie lue',
        many: d2.games + ' de parties lues',
        other: d2.games + ' parties lues',
      }) +
      ', avec erreur : ' +
      d2.bad,
    'error.needsValue': (d2) => d2.option + ' demande une valeur',
    'error.lang': (d2) => '--lang doit \xEAtre l\u2019une de ' + d2.languages + ', pas "' + d2.value + '"',
    'error.unknownOption': (d2) => 'option inconnue ' + d2.option,
    'error.optionNotFor': (d2) => d2.command + ' ne prend pas l\u2019option ' + d2.option,
    'error.unknownCommand': (d2) => 'commande inconnue "' + d2.command + '"',
    'error.noCommand': () => 'aucune commande donn\xE9e',
    'error.missingArgument': (d2) => 'argument manquant : ' + d2.usage,
    'error.tooMany': (d2) => d2.command + ' prend un seul ' + select(d2.what, { file: 'fichier', other: 'num\xE9ro' }),
    'error.needsOption': (d2) => d2.command + ' demande ' + d2.option,
    'error.noArguments': (d2) =>
      d2.command + ' ne prend pas d\u2019arguments hormis ses options (re\xE7u "' + d2.word + '")',
    'error.unknownEvent': (d2) => 'commande de tournoi inconnue "' + d2.sub + '"',
    'error.eventWhich': () => 'event demande new, rounds ou verify',
    'error.eventOnlyOptions': (d2) => 'event ' + d2.sub + ' ne prend que des options (re\xE7u "' + d2.word + '")',
    'error.stripWith': (d2) =>
      '--strip \xE9crit les parties en PGN ; il ne peut pas \xEAtre combin\xE9 avec ' + d2.option,
    'error.nodes': (d2) => '--nodes doit \xEAtre un nombre entier de 1 \xE0 ' + d2.max + ', pas "' + d2.value + '"',
    'error.notUtf8': (d2) =>
      d2.option +
      ' n\u2019est pas un texte UTF-8 valable : le caract\xE8re ' +
      d2.at +
      ' est U+FFFD, la marque mise pour des octets qui ne sont pas de l\u2019UTF-8, si bien que des octets diff\xE9rents donneraient le m\xEAme r\xE9sultat. Donnez la valeur en texte UTF-8.',
    'error.cannotRead': (d2) => 'impossible de lire ' + d2.file + ' : ' + d2.reason,
    'file.missing': () => 'fichier introuvable',
    'file.denied': () => 'permission refus\xE9e',
    'file.folder': () => 'c\u2019est un dossier',
    'file.utf16': () => 'c\u2019est du texte UTF-16 : enregistrez-le en UTF-8',
    'file.nul': (d2) => 'ce n\u2019est pas du texte (un octet NUL \xE0 l\u2019octet ' + d2.byte + ')',
    'file.controls': (d2) =>
      'ce n\u2019est pas du texte (' +
      d2.count +
      ' caract\xE8res de contr\xF4le dans ses ' +
      d2.bytes +
      ' premiers octets)',
    'file.noGame': (d2) =>
      'aucune partie ne commence dans les ' +
      d2.mib +
      ' Mio \xE0 partir de la ligne ' +
      d2.line +
      ' (une partie apr\xE8s la premi\xE8re, sa ligne commen\xE7ant par "["), le plus qui soit lu d\u2019un seul tenant',
    'error.moduleMissing': (d2) => d2.file + ' est absent : construisez d\u2019abord le site (npm run build)',
    'error.noPerft': () => 'perft n\u2019est pas disponible dans cette version compil\xE9e de chess960.js',
    'error.output': (d2) =>
      'impossible d\u2019\xE9crire la sortie : ' +
      select(d2.reason, {
        ENOSPC: 'plus de place sur le p\xE9riph\xE9rique',
        EPIPE: 'le lecteur a ferm\xE9 le tube',
        other: d2.message,
      }),
  },
  es: {
    'usage.title': () => 'Uso: chess960 <orden> [opciones]',
    'usage.commands': () => '\xD3rdenes:',
    'usage.options': () => 'Opciones:',
    'usage.exitCodes': () =>
      'C\xF3digos de salida: 0 hecho, 1 entrada rechazada (pgn, review: una partida tiene errores), 2 error de uso (pgn: el archivo no se puede leer), 3 la salida no se puede escribir.',
    'usage.hint': () => 'Pruebe "chess960 --help".',
    'command.position': () => 'posici\xF3n inicial N (0..959; con --one-based 1..960, 960 = 0)',
    'command.position.args': () => 'N',
    'command.number': () => 'n\xFAmero de una primera fila (RNBQKBNR o TSLDKLST) o de un FEN inicial',
    'command.number.args': () => 'TEXTO',
    'command.random': () => 'una posici\xF3n inicial al azar (reproducible con una semilla)',
    'command.draw': () => 'las posiciones de un torneo, todas distintas',
    'command.table': () => 'la tabla del rey y la tabla de los alfiles',
    'command.perft': () =>
      'n\xFAmero de hojas a PROFUNDIDAD medias jugadas bajo el FEN (de 300 a 450 millones por segundo: profundidad 7 de la posici\xF3n inicial 9 s, de un medio juego complicado un cuarto de hora; Ctrl-C lo detiene)',
    'command.perft.args': () => 'FEN PROFUNDIDAD',
    'command.pgn': () =>
      'comprueba cada partida de un archivo PGN (etiquetas, jugadas, variantes); lista cada partida con errores como "game N, line L: CODE: message"; c\xF3digo de salida 1 si alguna tiene errores',
    'command.pgn.args': () => 'ARCHIVO',
    'command.review': () =>
      'el an\xE1lisis del motor de cada partida de un archivo PGN, escrito anotado como lo exporta lichess ([%eval], ?! ? ?? con la mejor jugada y la l\xEDnea); progreso y partidas con errores (omitidas, c\xF3digo de salida 1) en stderr',
    'command.event new': () => 'un torneo nuevo: el secreto y el compromiso que se publica',
    'command.event rounds': () => 'las rondas del torneo',
    'command.event verify': () =>
      'comprueba el secreto frente al compromiso (c\xF3digo de salida 1 si no coinciden) y muestra las rondas',
    'option.json': () => 'salida legible por m\xE1quina',
    'option.lang': () => 'idioma de la salida de texto (por defecto: seg\xFAn LC_ALL, LC_MESSAGES o LANG, si no en)',
    'option.help': () => 'este texto',
    'option.one-based': () => 'lee N como 1..960',
    'option.seed': () => 'hace el resultado reproducible (la misma semilla, las mismas posiciones)',
    'option.rounds': () => 'es el n\xFAmero de rondas',
    'option.exclude': () => 'excluye estos n\xFAmeros iniciales (separados por comas; la opci\xF3n se puede repetir)',
    'option.both-colours': () =>
      'juega cada posici\xF3n en dos rondas, con los colores cambiados en la segunda (tambi\xE9n --both-colors)',
    'option.max-nodes': () => 'se detiene (ERR_PERFT_BUDGET) en cuanto cuenta m\xE1s de N nodos hoja',
    'option.stats': () => 'cuenta partidas y resultados por n\xFAmero inicial',
    'option.strip': () =>
      'escribe cada partida correcta sin comentarios, NAG ni variantes (etiquetas, l\xEDnea principal, resultado) y la lista en stderr',
    'option.nodes': () => 'busca N nodos en cada posici\xF3n (por defecto 150000, unos 0,2 s)',
    'option.review.json': () =>
      'escribe cifras por media jugada y por jugador (precisi\xF3n, acpl, imprecisiones, errores, errores graves)',
    'option.name': () => 'da nombre al torneo',
    'option.no-518': () => 'excluye la 518, la posici\xF3n inicial cl\xE1sica',
    'option.no-534': () => 'excluye la 534, el espejo de la 518',
    'option.secret': () => 'es el secreto del torneo',
    'option.public': () => 'es el valor p\xFAblico que mezcl\xF3 el torneo, si us\xF3 uno',
    'option.commitment': () => 'es el compromiso publicado antes de la 1.\xAA ronda',
    'position.title': (d2) => 'Posici\xF3n inicial ' + d2.number,
    'position.backRank': (d2) => 'Primera fila: ' + d2.backRank + '  (en alem\xE1n: ' + d2.other + ')',
    'position.tables': (d2) =>
      'Tablas: ' + d2.number + ' = ' + d2.kingBase + ' (tabla del rey) + ' + d2.bishopIndex + ' (tabla de los alfiles)',
    'table.kingTitle': () => 'Tabla del rey (piezas en las seis casillas que dejan libres los alfiles)',
    'table.bishopTitle': () => 'Tabla de los alfiles (n\xFAmero m\xF3dulo 16)',
    'rounds.round': () => 'Ronda',
    'rounds.number': () => 'N.\xBA',
    'rounds.backRank': () => 'Primera fila',
    'rounds.swapped': () => 'colores cambiados',
    'event.name': (d2) => 'Torneo: ' + d2.name,
    'event.rounds': (d2) =>
      'Rondas: ' +
      d2.rounds +
      select(d2.both, {
        yes: ' (cada posici\xF3n dos veces, con los colores cambiados en la segunda ronda)',
        other: '',
      }),
    'event.excluded': (d2) => 'Excluidos: ' + d2.list,
    'event.none': () => 'ninguno',
    'event.secret': () => 'Secreto (mant\xE9ngalo oculto hasta revelarlo):',
    'event.commitment': () => 'Compromiso (publ\xEDquelo antes de la 1.\xAA ronda):',
    'event.fingerprint': (d2) => 'Huella: ' + d2.fingerprint,
    'event.check': () => 'Comprobar m\xE1s tarde:',
    'event.match': (d2) => 'El secreto coincide con el compromiso (huella ' + d2.fingerprint + ').',
    'event.publicValue': (d2) => 'Valor p\xFAblico: ' + d2.value,
    'event.noPublic': () =>
      'No se dio ning\xFAn valor p\xFAblico: si el torneo public\xF3 uno, a\xF1\xE1dalo con --public, o las rondas ser\xE1n distintas.',
    'pgn.summary': (d2) =>
      plural(d2.games, 0, es, {
        one: d2.games + ' partida le\xEDda',
        many: d2.games + ' de partidas le\xEDdas',
        other: d2.games + ' partidas le\xEDdas',
      }) +
      ', con errores: ' +
      d2.bad,
    'pgn.start': () => 'Inicio',
    'pgn.games': () => 'Partid.',
    'pgn.noStartNumber': () => 'otras',
    'pgn.total': () => 'total',
    'pgn.sideLine': (d2) => 'variante ' + d2.number + ' en ' + d2.move,
    'pgn.then': (d2) => d2.path + ', luego ' + d2.next,
    'review.progress': (d2) =>
      'review: partida ' + d2.game + '/' + d2.games + ', ' + d2.done + '/' + d2.total + ' posiciones',
    'review.summary': (d2) =>
      'review: ' +
      plural(d2.games, 0, es, {
        one: d2.games + ' partida le\xEDda',
        many: d2.games + ' de partidas le\xEDdas',
        other: d2.games + ' partidas le\xEDdas',
      }) +
      ', con errores: ' +
      d2.bad,
    'error.needsValue': (d2) => d2.option + ' necesita un valor',
    'error.lang': (d2) => '--lang debe ser uno de ' + d2.languages + ', no "' + d2.value + '"',
    'error.unknownOption': (d2) => 'opci\xF3n desconocida ' + d2.option,
    'error.optionNotFor': (d2) => d2.command + ' no admite la opci\xF3n ' + d2.option,
    'error.unknownCommand': (d2) => 'orden desconocida "' + d2.command + '"',
    'error.noCommand': () => 'no se dio ninguna orden',
    'error.missingArgument': (d2) => 'falta un argumento: ' + d2.usage,
    'error.tooMany': (d2) => d2.command + ' admite un solo ' + select(d2.what, { file: 'archivo', other: 'n\xFAmero' }),
    'error.needsOption': (d2) => d2.command + ' necesita ' + d2.option,
    'error.noArguments': (d2) =>
      d2.command + ' no admite argumentos aparte de sus opciones (recibido "' + d2.word + '")',
    'error.unknownEvent': (d2) => 'orden de torneo desconocida "' + d2.sub + '"',
    'error.eventWhich': () => 'event necesita new, rounds o verify',
    'error.eventOnlyOptions': (d2) => 'event ' + d2.sub + ' solo admite opciones (recibido "' + d2.word + '")',
    'error.stripWith': (d2) => '--strip escribe las partidas como PGN; no se puede combinar con ' + d2.option,
    'error.nodes': (d2) => '--nodes debe ser un n\xFAmero entero de 1 a ' + d2.max + ', no "' + d2.value + '"',
    'error.notUtf8': (d2) =>
      d2.option +
      ' no es texto UTF-8 v\xE1lido: el car\xE1cter ' +
      d2.at +
      ' es U+FFFD, la marca que se pone en lugar de bytes que no son UTF-8, de modo que bytes distintos dar\xEDan el mismo resultado. D\xE9 el valor como texto UTF-8.',
    'error.cannotRead': (d2) => 'no se puede leer ' + d2.file + ': ' + d2.reason,
    'file.missing': () => 'no existe el archivo',
    'file.denied': () => 'permiso denegado',
    'file.folder': () => 'es una carpeta',
    'file.utf16': () => 'es texto UTF-16: gu\xE1rdelo como UTF-8',
    'file.nul': (d2) => 'no es texto (un byte NUL en el byte ' + d2.byte + ')',
    'file.controls': (d2) =>
      'no es texto (' + d2.count + ' caracteres de control en sus primeros ' + d2.bytes + ' bytes)',
    'file.noGame': (d2) =>
      'ninguna partida empieza en los ' +
      d2.mib +
      ' MiB desde la l\xEDnea ' +
      d2.line +
      ' (una partida tras la primera, con su l\xEDnea empezando por "["), lo m\xE1ximo que se lee de una vez',
    'error.moduleMissing': (d2) => 'falta ' + d2.file + ': construya primero el sitio (npm run build)',
    'error.noPerft': () => 'perft no est\xE1 disponible en esta compilaci\xF3n de chess960.js',
    'error.output': (d2) =>
      'no se puede escribir la salida: ' +
      select(d2.reason, {
        ENOSPC: 'no queda espacio en el dispositivo',
        EPIPE: 'el lector cerr\xF3 la tuber\xEDa',
        other: d2.message,
      }),
  },
  it: {
    'usage.title': () => 'Uso: chess960 <comando> [opzioni]',
    'usage.commands': () => 'Comandi:',
    'usage.options': () => 'Opzioni:',
    'usage.exitCodes': () =>
      'Codici di uscita: 0 fatto, 1 input rifiutato (pgn, review: una partita \xE8 errata), 2 errore d\u2019uso (pgn: il file non si pu\xF2 leggere), 3 l\u2019output non si pu\xF2 scrivere.',
    'usage.hint': () => 'Provare "chess960 --help".',
    'command.position': () => 'posizione iniziale N (0..959; con --one-based 1..960, 960 = 0)',
    'command.position.args': () => 'N',
    'command.number': () => 'numero di una prima traversa (RNBQKBNR o TSLDKLST) o di una FEN iniziale',
    'command.number.args': () => 'TESTO',
    'command.random': () => 'una posizione iniziale casuale (riproducibile con un seme)',
    'command.draw': () => 'le posizioni di un torneo, tutte diverse',
    'command.table': () => 'la tabella del re e la tabella degli alfieri',
    'command.perft': () =>
      'numero di foglie a PROFONDIT\xC0 semimosse sotto la FEN (da 300 a 450 milioni al secondo: profondit\xE0 7 della posizione iniziale 9 s, di un mediogioco complesso un quarto d\u2019ora; Ctrl-C lo ferma)',
    'command.perft.args': () => 'FEN PROFONDIT\xC0',
    'command.pgn': () =>
      'controlla ogni partita di un file PGN (tag, mosse, varianti); elenca ogni partita errata come "game N, line L: CODE: message"; codice di uscita 1 se una \xE8 errata',
    'command.pgn.args': () => 'FILE',
    'command.review': () =>
      'l\u2019analisi del motore di ogni partita di un file PGN, scritta annotata come la esporta lichess ([%eval], ?! ? ?? con la mossa migliore e la linea); avanzamento e partite errate (saltate, codice di uscita 1) su stderr',
    'command.event new': () => 'un nuovo torneo: il segreto e l\u2019impegno da pubblicare',
    'command.event rounds': () => 'i turni del torneo',
    'command.event verify': () =>
      'controlla il segreto rispetto all\u2019impegno (codice di uscita 1 se non corrispondono) e mostra i turni',
    'option.json': () => 'output leggibile da una macchina',
    'option.lang': () => 'lingua dell\u2019output di testo (predefinita: da LC_ALL, LC_MESSAGES o LANG, altrimenti en)',
    'option.help': () => 'questo testo',
    'option.one-based': () => 'legge N come 1..960',
    'option.seed': () => 'rende il risultato riproducibile (stesso seme, stesse posizioni)',
    'option.rounds': () => '\xE8 il numero di turni',
    'option.exclude': () => 'esclude questi numeri iniziali (separati da virgole; l\u2019opzione si pu\xF2 ripetere)',
    'option.both-colours': () =>
      'gioca ogni posizione in due turni, con i colori scambiati nel secondo (anche --both-colors)',
    'option.max-nodes': () => 'si ferma (ERR_PERFT_BUDGET) appena conta pi\xF9 di N nodi foglia',
    'option.stats': () => 'conta partite e risultati per numero iniziale',
    'option.strip': () =>
      'scrive ogni partita corretta senza commenti, NAG e varianti (tag, linea principale, risultato) e l\u2019elenco su stderr',
    'option.nodes': () => 'cerca N nodi in ogni posizione (predefinito 150000, circa 0,2 s)',
    'option.review.json': () =>
      'scrive cifre per semimossa e per giocatore (precisione, acpl, imprecisioni, errori, errori gravi)',
    'option.name': () => 'd\xE0 il nome al torneo',
    'option.no-518': () => 'esclude la 518, la posizione iniziale classica',
    'option.no-534': () => 'esclude la 534, lo specchio della 518',
    'option.secret': () => '\xE8 il segreto del torneo',
    'option.public': () => '\xE8 il valore pubblico mescolato dal torneo, se ne ha usato uno',
    'option.commitment': () => '\xE8 l\u2019impegno pubblicato prima del 1\xBA turno',
    'position.title': (d2) => 'Posizione iniziale ' + d2.number,
    'position.backRank': (d2) => 'Prima traversa: ' + d2.backRank + '  (in tedesco: ' + d2.other + ')',
    'position.tables': (d2) =>
      'Tabelle: ' +
      d2.number +
      ' = ' +
      d2.kingBase +
      ' (tabella del re) + ' +
      d2.bishopIndex +
      ' (tabella degli alfieri)',
    'table.kingTitle': () => 'Tabella del re (pezzi sulle sei case lasciate libere dagli alfieri)',
    'table.bishopTitle': () => 'Tabella degli alfieri (numero modulo 16)',
    'rounds.round': () => 'Turno',
    'rounds.number': () => 'N.',
    'rounds.backRank': () => 'Prima traversa',
    'rounds.swapped': () => 'colori scambiati',
    'event.name': (d2) => 'Torneo: ' + d2.name,
    'event.rounds': (d2) =>
      'Turni: ' +
      d2.rounds +
      select(d2.both, { yes: ' (ogni posizione due volte, con i colori scambiati nel secondo turno)', other: '' }),
    'event.excluded': (d2) => 'Esclusi: ' + d2.list,
    'event.none': () => 'nessuno',
    'event.secret': () => 'Segreto (tenerlo nascosto fino a quando lo si rivela):',
    'event.commitment': () => 'Impegno (da pubblicare prima del 1\xBA turno):',
    'event.fingerprint': (d2) => 'Impronta: ' + d2.fingerprint,
    'event.check': () => 'Controllare pi\xF9 tardi:',
    'event.match': (d2) => 'Il segreto corrisponde all\u2019impegno (impronta ' + d2.fingerprint + ').',
    'event.publicValue': (d2) => 'Valore pubblico: ' + d2.value,
    'event.noPublic': () =>
      'Nessun valore pubblico indicato: se il torneo ne ha pubblicato uno, aggiungerlo con --public, altrimenti i turni sono diversi.',
    'pgn.summary': (d2) =>
      plural(d2.games, 0, it, {
        one: d2.games + ' partita letta',
        many: d2.games + ' di partite lette',
        other: d2.games + ' partite lette',
      }) +
      ', con errori: ' +
      d2.bad,
    'pgn.start': () => 'Inizio',
    'pgn.games': () => 'Partite',
    'pgn.noStartNumber': () => 'altre',
    'pgn.total': () => 'totale',
    'pgn.sideLine': (d2) => 'variante ' + d2.number + ' alla mossa ' + d2.move,
    'pgn.then': (d2) => d2.path + ', poi ' + d2.next,
    'review.progress': (d2) =>
      'review: partita ' + d2.game + '/' + d2.games + ', ' + d2.done + '/' + d2.total + ' posizioni',
    'review.summary': (d2) =>
      'review: ' +
      plural(d2.games, 0, it, {
        one: d2.games + ' partita letta',
        many: d2.games + ' di partite lette',
        other: d2.games + ' partite lette',
      }) +
      ', con errori: ' +
      d2.bad,
    'error.needsValue': (d2) => d2.option + ' richiede un valore',
    'error.lang': (d2) => '--lang deve essere uno di ' + d2.languages + ', non "' + d2.value + '"',
    'error.unknownOption': (d2) => 'opzione sconosciuta ' + d2.option,
    'error.optionNotFor': (d2) => d2.command + ' non accetta l\u2019opzione ' + d2.option,
    'error.unknownCommand': (d2) => 'comando sconosciuto "' + d2.command + '"',
    'error.noCommand': () => 'nessun comando indicato',
    'error.missingArgument': (d2) => 'argomento mancante: ' + d2.usage,
    'error.tooMany': (d2) => d2.command + ' accetta un solo ' + select(d2.what, { file: 'file', other: 'numero' }),
    'error.needsOption': (d2) => d2.command + ' richiede ' + d2.option,
    'error.noArguments': (d2) =>
      d2.command + ' non accetta argomenti oltre alle sue opzioni (ricevuto "' + d2.word + '")',
    'error.unknownEvent': (d2) => 'comando di torneo sconosciuto "' + d2.sub + '"',
    'error.eventWhich': () => 'event richiede new, rounds o verify',
    'error.eventOnlyOptions': (d2) => 'event ' + d2.sub + ' accetta solo opzioni (ricevuto "' + d2.word + '")',
    'error.stripWith': (d2) => '--strip scrive le partite come PGN; non si pu\xF2 combinare con ' + d2.option,
    'error.nodes': (d2) => '--nodes deve essere un numero intero da 1 a ' + d2.max + ', non "' + d2.value + '"',
    'error.notUtf8': (d2) =>
      d2.option +
      ' non \xE8 un testo UTF-8 valido: il carattere ' +
      d2.at +
      ' \xE8 U+FFFD, il segno messo al posto di byte che non sono UTF-8, cos\xEC byte diversi darebbero lo stesso risultato. Indicare il valore come testo UTF-8.',
    'error.cannotRead': (d2) => 'impossibile leggere ' + d2.file + ': ' + d2.reason,
    'file.missing': () => 'il file non esiste',
    'file.denied': () => 'permesso negato',
    'file.folder': () => '\xE8 una cartella',
    'file.utf16': () => '\xE8 testo UTF-16: salvarlo come UTF-8',
    'file.nul': (d2) => 'non \xE8 testo (un byte NUL al byte ' + d2.byte + ')',
    'file.controls': (d2) =>
      'non \xE8 testo (' + d2.count + ' caratteri di controllo nei suoi primi ' + d2.bytes + ' byte)',
    'file.noGame': (d2) =>
      'nessuna partita comincia nei ' +
      d2.mib +
      ' MiB dalla riga ' +
      d2.line +
      ' in poi (una partita dopo la prima, con la sua riga che inizia con "["), il massimo letto in un solo pezzo',
    'error.moduleMissing': (d2) => d2.file + ' manca: costruire prima il sito (npm run build)',
    'error.noPerft': () => 'perft non \xE8 disponibile in questa build di chess960.js',
    'error.output': (d2) =>
      'impossibile scrivere l\u2019output: ' +
      select(d2.reason, {
        ENOSPC: 'spazio esaurito sul dispositivo',
        EPIPE: 'il lettore ha chiuso la pipe',
        other: d2.message,
      }),
  },
  nl: {
    'usage.title': () => 'Gebruik: chess960 <opdracht> [opties]',
    'usage.commands': () => 'Opdrachten:',
    'usage.options': () => 'Opties:',
    'usage.exitCodes': () =>
      'Afsluitcodes: 0 klaar, 1 invoer geweigerd (pgn, review: een partij is fout), 2 gebruiksfout (pgn: het bestand is niet te lezen), 3 de uitvoer is niet te schrijven.',
    'usage.hint': () => 'Probeer "chess960 --help".',
    'command.position': () => 'beginstelling N (0..959; met --one-based 1..960, 960 = 0)',
    'command.position.args': () => 'N',
    'command.number': () => 'nummer van een achterste rij (RNBQKBNR of TSLDKLST) of een begin-FEN',
    'command.number.args': () => 'TEKST',
    'command.random': () => 'een willekeurige beginstelling (herhaalbaar met een seed)',
    'command.draw': () => 'de stellingen van een toernooi, alle verschillend',
    'command.table': () => 'de koningstabel en de lopertabel',
    'command.perft': () =>
      'aantal eindknopen DIEPTE halve zetten onder de FEN (300-450 miljoen per seconde: diepte 7 van de beginstelling 9 s, van een druk middenspel een kwartier; Ctrl-C stopt het)',
    'command.perft.args': () => 'FEN DIEPTE',
    'command.pgn': () =>
      'controleert elke partij van een PGN-bestand (tags, zetten, varianten); noemt elke foute partij als "game N, line L: CODE: message"; afsluitcode 1 als er een fout is',
    'command.pgn.args': () => 'BESTAND',
    'command.review': () =>
      'de analyse door de engine van elke partij van een PGN-bestand, geannoteerd geschreven zoals lichess er een exporteert ([%eval], ?! ? ?? met de beste zet en variant); voortgang en foute partijen (overgeslagen, afsluitcode 1) op stderr',
    'command.event new': () => 'een nieuw toernooi: het geheim en de te publiceren vastlegging',
    'command.event rounds': () => 'de ronden van het toernooi',
    'command.event verify': () =>
      'controleert het geheim tegen de vastlegging (afsluitcode 1 als ze verschillen) en toont de ronden',
    'option.json': () => 'machineleesbare uitvoer',
    'option.lang': () => 'taal van de tekstuitvoer (standaard: uit LC_ALL, LC_MESSAGES of LANG, anders en)',
    'option.help': () => 'deze tekst',
    'option.one-based': () => 'leest N als 1..960',
    'option.seed': () => 'maakt het resultaat herhaalbaar (dezelfde seed, dezelfde stellingen)',
    'option.rounds': () => 'is het aantal ronden',
    'option.exclude': () => 'laat deze beginnummers weg (gescheiden door komma\u2019s; de optie mag herhaald worden)',
    'option.both-colours': () =>
      'speelt elke stelling in twee ronden, in de tweede met omgewisselde kleuren (ook --both-colors)',
    'option.max-nodes': () => 'stopt (ERR_PERFT_BUDGET) zodra meer dan N eindknopen geteld zijn',
    'option.stats': () => 'telt partijen en uitslagen per beginnummer',
    'option.strip': () =>
      'schrijft elke goede partij zonder commentaar, NAG\u2019s en varianten (tags, hoofdvariant, uitslag) en de lijst naar stderr',
    'option.nodes': () => 'doorzoekt N knopen in elke stelling (standaard 150000, ongeveer 0,2 s)',
    'option.review.json': () =>
      'schrijft cijfers per halve zet en per speler (nauwkeurigheid, acpl, onnauwkeurigheden, fouten, blunders)',
    'option.name': () => 'geeft het toernooi een naam',
    'option.no-518': () => 'laat 518 weg, de klassieke beginstelling',
    'option.no-534': () => 'laat 534 weg, het spiegelbeeld van 518',
    'option.secret': () => 'is het geheim van het toernooi',
    'option.public': () => 'is de openbare waarde die het toernooi heeft bijgemengd, als het er een gebruikte',
    'option.commitment': () => 'is de vastlegging die v\xF3\xF3r ronde 1 gepubliceerd is',
    'position.title': (d2) => 'Beginstelling ' + d2.number,
    'position.backRank': (d2) => 'Achterste rij: ' + d2.backRank + '  (Duits: ' + d2.other + ')',
    'position.tables': (d2) =>
      'Tabellen: ' + d2.number + ' = ' + d2.kingBase + ' (koningstabel) + ' + d2.bishopIndex + ' (lopertabel)',
    'table.kingTitle': () => 'Koningstabel (stukken op de zes velden die de lopers vrijlaten)',
    'table.bishopTitle': () => 'Lopertabel (nummer modulo 16)',
    'rounds.round': () => 'Ronde',
    'rounds.number': () => 'Nr.',
    'rounds.backRank': () => 'Achterste rij',
    'rounds.swapped': () => 'kleuren omgewisseld',
    'event.name': (d2) => 'Toernooi: ' + d2.name,
    'event.rounds': (d2) =>
      'Ronden: ' +
      d2.rounds +
      select(d2.both, { yes: ' (elke stelling twee keer, in de tweede ronde met omgewisselde kleuren)', other: '' }),
    'event.excluded': (d2) => 'Weggelaten: ' + d2.list,
    'event.none': () => 'geen',
    'event.secret': () => 'Geheim (houd het verborgen tot u het bekendmaakt):',
    'event.commitment': () => 'Vastlegging (publiceer haar v\xF3\xF3r ronde 1):',
    'event.fingerprint': (d2) => 'Vingerafdruk: ' + d2.fingerprint,
    'event.check': () => 'Later controleren:',
    'event.match': (d2) => 'Het geheim past bij de vastlegging (vingerafdruk ' + d2.fingerprint + ').',
    'event.publicValue': (d2) => 'Openbare waarde: ' + d2.value,
    'event.noPublic': () =>
      'Geen openbare waarde gegeven: als het toernooi er een publiceerde, voeg die toe met --public, anders verschillen de ronden.',
    'pgn.summary': (d2) =>
      plural(d2.games, 0, nl, { one: d2.games + ' partij gelezen', other: d2.games + ' partijen gelezen' }) +
      ', fout: ' +
      d2.bad,
    'pgn.start': () => 'Begin',
    'pgn.games': () => 'Aantal',
    'pgn.noStartNumber': () => 'overige',
    'pgn.total': () => 'totaal',
    'pgn.sideLine': (d2) => 'variant ' + d2.number + ' bij ' + d2.move,
    'pgn.then': (d2) => d2.path + ', dan ' + d2.next,
    'review.progress': (d2) =>
      'review: partij ' + d2.game + '/' + d2.games + ', ' + d2.done + '/' + d2.total + ' stellingen',
    'review.summary': (d2) =>
      'review: ' +
      plural(d2.games, 0, nl, { one: d2.games + ' partij gelezen', other: d2.games + ' partijen gelezen' }) +
      ', fout: ' +
      d2.bad,
    'error.needsValue': (d2) => d2.option + ' heeft een waarde nodig',
    'error.lang': (d2) => '--lang moet een van ' + d2.languages + ' zijn, niet "' + d2.value + '"',
    'error.unknownOption': (d2) => 'onbekende optie ' + d2.option,
    'error.optionNotFor': (d2) => d2.command + ' kent geen optie ' + d2.option,
    'error.unknownCommand': (d2) => 'onbekende opdracht "' + d2.command + '"',
    'error.noCommand': () => 'geen opdracht gegeven',
    'error.missingArgument': (d2) => 'argument ontbreekt: ' + d2.usage,
    'error.tooMany': (d2) => d2.command + ' neemt \xE9\xE9n ' + select(d2.what, { file: 'bestand', other: 'nummer' }),
    'error.needsOption': (d2) => d2.command + ' heeft ' + d2.option + ' nodig',
    'error.noArguments': (d2) => d2.command + ' neemt geen argumenten naast zijn opties (gekregen: "' + d2.word + '")',
    'error.unknownEvent': (d2) => 'onbekende toernooiopdracht "' + d2.sub + '"',
    'error.eventWhich': () => 'event heeft new, rounds of verify nodig',
    'error.eventOnlyOptions': (d2) => 'event ' + d2.sub + ' neemt alleen opties (gekregen: "' + d2.word + '")',
    'error.stripWith': (d2) => '--strip schrijft de partijen als PGN; het gaat niet samen met ' + d2.option,
    'error.nodes': (d2) => '--nodes moet een geheel getal van 1 tot ' + d2.max + ' zijn, niet "' + d2.value + '"',
    'error.notUtf8': (d2) =>
      d2.option +
      ' is geen geldige UTF-8-tekst: teken ' +
      d2.at +
      ' is U+FFFD, het teken dat staat voor bytes die geen UTF-8 zijn, zodat verschillende bytes hetzelfde resultaat zouden geven. Geef de waarde als UTF-8-tekst.',
    'error.cannotRead': (d2) => 'kan ' + d2.file + ' niet lezen: ' + d2.reason,
    'file.missing': () => 'bestand bestaat niet',
    'file.denied': () => 'toegang geweigerd',
    'file.folder': () => 'het is een map',
    'file.utf16': () => 'het is UTF-16-tekst: sla het op als UTF-8',
    'file.nul': (d2) => 'het is geen tekst (een NUL-byte op byte ' + d2.byte + ')',
    'file.controls': (d2) => 'het is geen tekst (' + d2.count + ' stuurtekens in de eerste ' + d2.bytes + ' bytes)',
    'file.noGame': (d2) =>
      'geen partij begint in de ' +
      d2.mib +
      ' MiB vanaf regel ' +
      d2.line +
      ' (een partij na de eerste, haar regel beginnend met "["), het meeste dat in \xE9\xE9n stuk gelezen wordt',
    'error.moduleMissing': (d2) => d2.file + ' ontbreekt: bouw eerst de site (npm run build)',
    'error.noPerft': () => 'perft is niet beschikbaar in deze build van chess960.js',
    'error.output': (d2) =>
      'kan de uitvoer niet schrijven: ' +
      select(d2.reason, {
        ENOSPC: 'geen ruimte meer op het apparaat',
        EPIPE: 'de lezer heeft de pipe gesloten',
        other: d2.message,
      }),
  },
  pl: {
    'usage.title': () => 'U\u017Cycie: chess960 <polecenie> [opcje]',
    'usage.commands': () => 'Polecenia:',
    'usage.options': () => 'Opcje:',
    'usage.exitCodes': () =>
      'Kody wyj\u015Bcia: 0 gotowe, 1 odrzucone dane (pgn, review: partia jest b\u0142\u0119dna), 2 b\u0142\u0105d u\u017Cycia (pgn: nie mo\u017Cna odczyta\u0107 pliku), 3 nie mo\u017Cna zapisa\u0107 wyniku.',
    'usage.hint': () => 'Spr\xF3buj "chess960 --help".',
    'command.position': () => 'pozycja pocz\u0105tkowa N (0..959; z --one-based 1..960, 960 = 0)',
    'command.position.args': () => 'N',
    'command.number': () => 'numer pierwszego rz\u0119du (RNBQKBNR lub TSLDKLST) albo pocz\u0105tkowego FEN',
    'command.number.args': () => 'TEKST',
    'command.random': () => 'losowa pozycja pocz\u0105tkowa (powtarzalna z ziarnem)',
    'command.draw': () => 'pozycje turnieju, wszystkie r\xF3\u017Cne',
    'command.table': () => 'tabela kr\xF3la i tabela go\u0144c\xF3w',
    'command.perft': () =>
      'liczba li\u015Bci G\u0141\u0118BOKO\u015A\u0106 p\xF3\u0142ruch\xF3w pod FEN (300-450 milion\xF3w na sekund\u0119: g\u0142\u0119boko\u015B\u0107 7 z pozycji pocz\u0105tkowej 9 s, z o\u017Cywionej gry \u015Brodkowej kwadrans; Ctrl-C przerywa)',
    'command.perft.args': () => 'FEN G\u0141\u0118BOKO\u015A\u0106',
    'command.pgn': () =>
      'sprawdza ka\u017Cd\u0105 parti\u0119 pliku PGN (znaczniki, ruchy, warianty); wypisuje ka\u017Cd\u0105 b\u0142\u0119dn\u0105 parti\u0119 jako "game N, line L: CODE: message"; kod wyj\u015Bcia 1, je\u015Bli kt\xF3ra\u015B jest b\u0142\u0119dna',
    'command.pgn.args': () => 'PLIK',
    'command.review': () =>
      'analiza silnika ka\u017Cdej partii pliku PGN, zapisana z komentarzami tak, jak eksportuje j\u0105 lichess ([%eval], ?! ? ?? z najlepszym ruchem i wariantem); post\u0119p i b\u0142\u0119dne partie (pomini\u0119te, kod wyj\u015Bcia 1) na stderr',
    'command.event new': () => 'nowy turniej: sekret i zobowi\u0105zanie do opublikowania',
    'command.event rounds': () => 'rundy turnieju',
    'command.event verify': () =>
      'sprawdza sekret wzgl\u0119dem zobowi\u0105zania (kod wyj\u015Bcia 1, gdy si\u0119 r\xF3\u017Cni\u0105) i wypisuje rundy',
    'option.json': () => 'wynik do odczytu maszynowego',
    'option.lang': () =>
      'j\u0119zyk wyniku tekstowego (domy\u015Blnie: wed\u0142ug LC_ALL, LC_MESSAGES lub LANG, inaczej en)',
    'option.help': () => 'ten tekst',
    'option.one-based': () => 'czyta N jako 1..960',
    'option.seed': () => 'czyni wynik powtarzalnym (to samo ziarno, te same pozycje)',
    'option.rounds': () => 'to liczba rund',
    'option.exclude': () =>
      'pomija te numery pocz\u0105tkowe (rozdzielone przecinkami; opcj\u0119 mo\u017Cna powtarza\u0107)',
    'option.both-colours': () =>
      'gra ka\u017Cd\u0105 pozycj\u0119 w dw\xF3ch rundach, w drugiej z zamian\u0105 kolor\xF3w (tak\u017Ce --both-colors)',
    'option.max-nodes': () => 'przerywa (ERR_PERFT_BUDGET), gdy tylko policzy wi\u0119cej ni\u017C N li\u015Bci',
    'option.stats': () => 'liczy partie i wyniki wed\u0142ug numeru pocz\u0105tkowego',
    'option.strip': () =>
      'zapisuje ka\u017Cd\u0105 poprawn\u0105 parti\u0119 bez komentarzy, NAG-\xF3w i wariant\xF3w (znaczniki, wariant g\u0142\xF3wny, wynik), a list\u0119 na stderr',
    'option.nodes': () =>
      'przeszukuje N w\u0119z\u0142\xF3w w ka\u017Cdej pozycji (domy\u015Blnie 150000, oko\u0142o 0,2 s)',
    'option.review.json': () =>
      'zapisuje liczby na p\xF3\u0142ruch i na gracza (dok\u0142adno\u015B\u0107, acpl, niedok\u0142adno\u015Bci, b\u0142\u0119dy, podstawki)',
    'option.name': () => 'nadaje nazw\u0119 turniejowi',
    'option.no-518': () => 'pomija 518, klasyczn\u0105 pozycj\u0119 pocz\u0105tkow\u0105',
    'option.no-534': () => 'pomija 534, lustrzane odbicie 518',
    'option.secret': () => 'to sekret turnieju',
    'option.public': () => 'to warto\u015B\u0107 publiczna domieszana przez turniej, je\u015Bli jej u\u017Cy\u0142',
    'option.commitment': () => 'to zobowi\u0105zanie opublikowane przed 1. rund\u0105',
    'position.title': (d2) => 'Pozycja pocz\u0105tkowa ' + d2.number,
    'position.backRank': (d2) => 'Pierwszy rz\u0105d: ' + d2.backRank + '  (po niemiecku: ' + d2.other + ')',
    'position.tables': (d2) =>
      'Tabele: ' +
      d2.number +
      ' = ' +
      d2.kingBase +
      ' (tabela kr\xF3la) + ' +
      d2.bishopIndex +
      ' (tabela go\u0144c\xF3w)',
    'table.kingTitle': () =>
      'Tabela kr\xF3la (figury na sze\u015Bciu polach, kt\xF3re zostawiaj\u0105 wolne go\u0144ce)',
    'table.bishopTitle': () => 'Tabela go\u0144c\xF3w (numer modulo 16)',
    'rounds.round': () => 'Runda',
    'rounds.number': () => 'Nr',
    'rounds.backRank': () => 'Pierwszy rz\u0105d',
    'rounds.swapped': () => 'zamiana kolor\xF3w',
    'event.name': (d2) => 'Turniej: ' + d2.name,
    'event.rounds': (d2) =>
      'Rundy: ' +
      d2.rounds +
      select(d2.both, {
        yes: ' (ka\u017Cda pozycja dwa razy, w drugiej rundzie z zamian\u0105 kolor\xF3w)',
        other: '',
      }),
    'event.excluded': (d2) => 'Pomini\u0119te: ' + d2.list,
    'event.none': () => 'brak',
    'event.secret': () => 'Sekret (trzymaj go w ukryciu a\u017C do ujawnienia):',
    'event.commitment': () => 'Zobowi\u0105zanie (opublikuj je przed 1. rund\u0105):',
    'event.fingerprint': (d2) => 'Odcisk: ' + d2.fingerprint,
    'event.check': () => 'Sprawd\u017A p\xF3\u017Aniej:',
    'event.match': (d2) => 'Sekret pasuje do zobowi\u0105zania (odcisk ' + d2.fingerprint + ').',
    'event.publicValue': (d2) => 'Warto\u015B\u0107 publiczna: ' + d2.value,
    'event.noPublic': () =>
      'Nie podano warto\u015Bci publicznej: je\u015Bli turniej j\u0105 opublikowa\u0142, dodaj j\u0105 przez --public, inaczej rundy b\u0119d\u0105 inne.',
    'pgn.summary': (d2) =>
      'Przeczytano ' +
      plural(d2.games, 0, pl, {
        one: d2.games + ' parti\u0119',
        few: d2.games + ' partie',
        many: d2.games + ' partii',
        other: d2.games + ' partii',
      }) +
      ', b\u0142\u0119dnych: ' +
      d2.bad,
    'pgn.start': () => 'Start',
    'pgn.games': () => 'Partie',
    'pgn.noStartNumber': () => 'inne',
    'pgn.total': () => 'razem',
    'pgn.sideLine': (d2) => 'wariant ' + d2.number + ' przy ' + d2.move,
    'pgn.then': (d2) => d2.path + ', potem ' + d2.next,
    'review.progress': (d2) => 'review: partia ' + d2.game + '/' + d2.games + ', pozycje ' + d2.done + '/' + d2.total,
    'review.summary': (d2) =>
      'review: przeczytano ' +
      plural(d2.games, 0, pl, {
        one: d2.games + ' parti\u0119',
        few: d2.games + ' partie',
        many: d2.games + ' partii',
        other: d2.games + ' partii',
      }) +
      ', b\u0142\u0119dnych: ' +
      d2.bad,
    'error.needsValue': (d2) => d2.option + ' wymaga warto\u015Bci',
    'error.lang': (d2) => '--lang musi by\u0107 jednym z ' + d2.languages + ', nie "' + d2.value + '"',
    'error.unknownOption': (d2) => 'nieznana opcja ' + d2.option,
    'error.optionNotFor': (d2) => d2.command + ' nie przyjmuje opcji ' + d2.option,
    'error.unknownCommand': (d2) => 'nieznane polecenie "' + d2.command + '"',
    'error.noCommand': () => 'nie podano polecenia',
    'error.missingArgument': (d2) => 'brak argumentu: ' + d2.usage,
    'error.tooMany': (d2) =>
      d2.command + ' przyjmuje ' + select(d2.what, { file: 'jeden plik', other: 'jedn\u0105 liczb\u0119' }),
    'error.needsOption': (d2) => d2.command + ' wymaga ' + d2.option,
    'error.noArguments': (d2) => d2.command + ' nie przyjmuje argument\xF3w poza opcjami (otrzymano "' + d2.word + '")',
    'error.unknownEvent': (d2) => 'nieznane polecenie turnieju "' + d2.sub + '"',
    'error.eventWhich': () => 'event wymaga new, rounds lub verify',
    'error.eventOnlyOptions': (d2) => 'event ' + d2.sub + ' przyjmuje tylko opcje (otrzymano "' + d2.word + '")',
    'error.stripWith': (d2) =>
      '--strip zapisuje partie jako PGN; nie mo\u017Cna go \u0142\u0105czy\u0107 z ' + d2.option,
    'error.nodes': (d2) =>
      '--nodes musi by\u0107 liczb\u0105 ca\u0142kowit\u0105 od 1 do ' + d2.max + ', nie "' + d2.value + '"',
    'error.notUtf8': (d2) =>
      d2.option +
      ' nie jest poprawnym tekstem UTF-8: znak ' +
      d2.at +
      ' to U+FFFD, znak wstawiany za bajty, kt\xF3re nie s\u0105 UTF-8, wi\u0119c r\xF3\u017Cne bajty da\u0142yby ten sam wynik. Podaj warto\u015B\u0107 jako tekst UTF-8.',
    'error.cannotRead': (d2) => 'nie mo\u017Cna odczyta\u0107 ' + d2.file + ': ' + d2.reason,
    'file.missing': () => 'nie ma takiego pliku',
    'file.denied': () => 'brak uprawnie\u0144',
    'file.folder': () => 'to jest folder',
    'file.utf16': () => 'to tekst UTF-16: zapisz go jako UTF-8',
    'file.nul': (d2) => 'to nie jest tekst (bajt NUL na bajcie ' + d2.byte + ')',
    'file.controls': (d2) =>
      'to nie jest tekst (znaki steruj\u0105ce: ' + d2.count + ' w pierwszych bajtach: ' + d2.bytes + ')',
    'file.noGame': (d2) =>
      '\u017Cadna partia nie zaczyna si\u0119 w ' +
      d2.mib +
      ' MiB od wiersza ' +
      d2.line +
      ' (partia po pierwszej, jej wiersz zaczyna si\u0119 od "["), najwi\u0119cej, ile czyta si\u0119 w jednym kawa\u0142ku',
    'error.moduleMissing': (d2) => 'brak ' + d2.file + ': najpierw zbuduj stron\u0119 (npm run build)',
    'error.noPerft': () => 'perft nie jest dost\u0119pny w tej kompilacji chess960.js',
    'error.output': (d2) =>
      'nie mo\u017Cna zapisa\u0107 wyniku: ' +
      select(d2.reason, {
        ENOSPC: 'brak miejsca na urz\u0105dzeniu',
        EPIPE: 'czytelnik zamkn\u0105\u0142 potok',
        other: d2.message,
      }),
  },
};
module.exports = module.exports.default;
