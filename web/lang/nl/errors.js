/*
 * The Dutch texts of the error codes (mirrors web/shared/error-text.js: every code of the
 * catalogue). Loaded by shared/i18n.js only when the page is shown in Dutch; also kept as
 * window.Chess960ErrorText.nl like the German and English.
 */
(function (global) {
  'use strict';

  const texts = {
    ERR_INPUT_TOO_LONG: 'De tekst is te lang (hoogstens 100.000 tekens).',
    ERR_NUMBER_RANGE: 'Dat is geen nummer van een beginstelling: gebruik een geheel getal van 0 tot en met 959.',
    ERR_BACK_RANK:
      'Dat is geen geldige achterste rij: acht stukken, lopers op velden van verschillende kleur, de koning tussen de torens.',
    ERR_NOT_START_POSITION: 'Deze FEN is niet een van de 960 beginstellingen.',
    ERR_SEED: 'Deze seed is niet bruikbaar: geef een tekst of een getal.',
    ERR_TOURNAMENT_ROUNDS:
      'Dit aantal ronden is niet mogelijk (1 tot en met 960, en niet meer dan er stellingen over zijn).',
    ERR_TOURNAMENT_EXCLUDE: 'Alleen nummers van 0 tot en met 959 kunnen worden uitgesloten.',
    ERR_TOURNAMENT_NUMBERS: 'De nummers passen niet bij de ronden: te veel of te weinig, uitgesloten of dubbel.',
    ERR_EVENT_SECRET: 'Het geheim bestaat uit precies 64 hexadecimale cijfers (0–9, a–f).',
    ERR_EVENT_COMMITMENT:
      'De vastlegging past niet: die moet uit 64 hexadecimale cijfers bestaan en de SHA-256 van het geheim zijn.',
    ERR_EVENT_PUBLIC:
      'De openbare waarde is geen leesbare tekst (een los UTF-16-surrogaat of ongeldige bytes). Typ hem opnieuw.',
    ERR_FEN_EMPTY: 'De FEN is leeg.',
    ERR_FEN_FIELDS: 'Een FEN heeft 4 tot 6 velden, gescheiden door spaties.',
    ERR_FEN_BOARD: 'Het bord van de FEN is ongeldig: acht rijen van acht velden, gescheiden door ‘/’.',
    ERR_FEN_TURN: 'Een FEN geeft de kleur aan zet aan met ‘w’ of ‘b’.',
    ERR_FEN_CASTLING: 'Het rokadeveld van de FEN bevat een onbekend teken (toegestaan: ‘-’, KQkq of lijnen A–H/a–h).',
    ERR_FEN_EP: 'Het en-passantveld van de FEN is ‘-’ of een veld op rij 3 of 6.',
    ERR_FEN_CLOCK: 'De zettellers van een FEN zijn gehele getallen.',
    ERR_POSITION_KINGS: 'Elke kleur heeft precies één koning nodig.',
    ERR_POSITION_PAWNS_ON_BACKRANK: 'Pionnen kunnen niet op rij 1 of 8 staan.',
    ERR_POSITION_TOO_MANY_PIECES: 'Een kleur kan niet zoveel stukken hebben.',
    ERR_POSITION_CASTLING: 'Een rokaderecht past niet bij de stelling: koning en toren staan niet op de achterste rij.',
    ERR_POSITION_EP: 'Het en-passantveld past niet bij de stelling.',
    ERR_POSITION_OPPOSITE_CHECK: 'De kleur die niet aan zet is, staat schaak.',
    ERR_POSITION_IMPOSSIBLE_CHECK: 'Geen enkele zet kan dit schaak hebben gegeven.',
    ERR_MOVE_SYNTAX: 'Dat is geen zet. Voorbeelden: Pf3, exd5, e8=D, O-O, g1f3.',
    ERR_MOVE_ILLEGAL: 'Die zet is hier niet toegestaan.',
    ERR_MOVE_AMBIGUOUS: 'Die zet is dubbelzinnig: voeg de lijn of rij toe waar hij begint.',
    ERR_SQUARE: 'Dat is geen veld (a1 tot en met h8).',
    ERR_GAME_OVER: 'De partij is afgelopen; er kunnen geen zetten meer worden gedaan.',
    ERR_NO_DRAW_CLAIM: 'Er kan nu geen remise worden geclaimd.',
    ERR_PLY_RANGE: 'Die halve zet komt in de partij niet voor.',
    ERR_PERFT_DEPTH: 'De perft-diepte moet een geheel getal van 0 tot en met 7 zijn.',
    ERR_PERFT_BUDGET: 'Perft telde meer knopen dan toegestaan: kies een kleinere diepte of een groter knopenbudget.',
    ERR_GAME_DELETED: 'Deze partij bestaat niet meer.',
    ERR_PGN_EMPTY: 'De tekst bevat geen partij.',
    ERR_PGN_TAG: 'Een tag van de PGN is ongeldig of noemt een andere schaakvariant.',
    ERR_PGN_SYNTAX:
      'De PGN is ongeldig: een commentaar of variant is niet gesloten, of er staat een haakje waar het niet hoort.',
    ERR_PGN_MOVE: 'Een zet van de PGN kan niet worden gespeeld.',
    ERR_PGN_TOO_LARGE: 'Het PGN-bestand is groter dan 256 MiB. Splits het in kleinere bestanden.',
    ERR_PGN_GAME_NUMBER: 'Het bestand heeft die partij niet.',
    ERR_PGN_DELETED: 'Het PGN-bestand is niet meer geladen. Open het opnieuw.',
    ERR_DRAW_METHOD: 'Die lotingsmethode bestaat niet.',
    ERR_DRAW_VALUE: 'Die waarde is bij deze stap niet mogelijk.',
    ERR_DRAW_REROLL: 'Dat geeft geen veld: gooi opnieuw.',
    ERR_DRAW_FINISHED: 'De loting is al voltooid.',
    ERR_DRAW_UNFINISHED: 'De loting is nog niet voltooid.',
    ERR_DRAW_UNDO: 'Er is niets terug te nemen.',
    ERR_DRAW_NOT_RANDOM: 'Deze methode is niet willekeurig: ze heeft geen verdeling.',
    ERR_DRAW_DELETED: 'Deze loting bestaat niet meer.',
    ERR_SAN_LETTERS: 'Onbekende set stukletters.',
    ERR_RANDOM_UNAVAILABLE: 'Deze browser heeft geen veilige bron van toeval.',
    ERR_MODULE_DAMAGED: 'De schaakmodule (chess960.js) is beschadigd. Laad de pagina opnieuw.',
    ERR_ENGINE_DELETED: 'De schaakengine is afgesloten. Laad de pagina opnieuw.',
    ERR_ENGINE_FAILED: 'De schaakengine kon niet rekenen. Laad de pagina opnieuw.',
  };
  if (global.Chess960ErrorText) global.Chess960ErrorText.nl = texts;
  global.Chess960Web.i18n.add({ nl: texts });
})(typeof window !== 'undefined' ? window : globalThis);
