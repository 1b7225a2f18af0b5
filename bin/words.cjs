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
var de = d;
var en = d;

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
    'pgn.other': () => 'other',
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
    'error.lang': (d2) => '--lang must be de or en, not "' + d2.value + '"',
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
    'pgn.other': () => 'andere',
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
    'error.lang': (d2) => '--lang muss de oder en sein, nicht "' + d2.value + '"',
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
};
module.exports = module.exports.default;
