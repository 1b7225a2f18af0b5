/*
 * The words every page shares: the site navigation, the language menu, the start-number
 * reader's messages and the page-level error codes. Each page adds its own string file after
 * this one (web/<page>/strings.js).
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'site.name': 'Schach-960',
        'nav.label': 'Seiten',
        'nav.start': 'Startstellung',
        'nav.play': 'Spielen',
        'nav.draw': 'Auslosen von Hand',
        'nav.event': 'Turnier',
        'nav.verify': 'Prüfen',
        'nav.wall': 'Wandmodus',
        'nav.tables': 'Zwei Tabellen',
        'nav.embed': 'Einbinden',
        'lang.label': 'Sprache · Language',
        'number.err.ERR_EMPTY': 'Bitte eine Nummer von 0 bis 959 eingeben.',
        'number.err.ERR_EMPTY.oneBased': 'Bitte eine Nummer von 1 bis 960 eingeben.',
        'number.err.ERR_NUMBER_RANGE': '„{value}“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 0 bis 959.',
        'number.err.ERR_NUMBER_RANGE.oneBased':
          '„{value}“ ist keine gültige Nummer. Erlaubt sind ganze Zahlen von 1 bis 960.',
        'number.err.ERR_BACK_RANK':
          '„{value}“ ist weder eine Nummer noch eine gültige Grundreihe (acht Figuren wie TLLKSSDT: Läufer auf verschiedenfarbigen Feldern, König zwischen den Türmen).',
        'number.err.ERR_NOT_START_POSITION': '„{value}“ ist keine Chess960-Startstellung in FEN.',
        'number.err.ERR_INPUT_TOO_LONG': 'Der Text ist zu lang für eine Nummer, Grundreihe oder FEN.',
        'number.err.ERR_URL': 'Die Nummer in der Adresse ({value}) ist ungültig; es wird Nr. 518 gezeigt.',
        'err.ERR_LOAD': 'Das Rechenmodul (chess960.js) konnte nicht geladen werden. Bitte die Seite neu laden.',
        'err.unknown': 'Unerwarteter Fehler: {message}',
      },
      en: {
        'site.name': 'Chess960',
        'nav.label': 'Pages',
        'nav.start': 'Start position',
        'nav.play': 'Play',
        'nav.draw': 'Draw by hand',
        'nav.wall': 'Wall mode',
        'nav.event': 'Tournament',
        'nav.verify': 'Verify',
        'nav.tables': 'Two tables',
        'nav.embed': 'Embed',
        'lang.label': 'Language',
        'number.err.ERR_EMPTY': 'Please enter a number from 0 to 959.',
        'number.err.ERR_EMPTY.oneBased': 'Please enter a number from 1 to 960.',
        'number.err.ERR_NUMBER_RANGE': '“{value}” is not a valid number. Allowed are whole numbers from 0 to 959.',
        'number.err.ERR_NUMBER_RANGE.oneBased':
          '“{value}” is not a valid number. Allowed are whole numbers from 1 to 960.',
        'number.err.ERR_BACK_RANK':
          '“{value}” is neither a number nor a legal back rank (eight pieces such as RBBKNNQR: bishops on opposite colours, king between the rooks).',
        'number.err.ERR_NOT_START_POSITION': '“{value}” is not a Chess960 start position FEN.',
        'number.err.ERR_INPUT_TOO_LONG': 'The text is too long for a number, back rank or FEN.',
        'number.err.ERR_URL': 'The number in the address ({value}) is not valid; showing no. 518.',
        'err.ERR_LOAD': 'The chess module (chess960.js) could not be loaded. Please reload the page.',
        'err.unknown': 'Unexpected error: {message}',
      },
    },
    'shared',
  );
})(typeof window !== 'undefined' ? window : globalThis);
