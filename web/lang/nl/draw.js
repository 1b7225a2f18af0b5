/*
 * The Dutch words of web/draw/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Dutch.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    nl: {
      'draw.title': 'Schaak960 – loting met de hand',
      'draw.heading': 'Loting met de hand',
      'draw.tagline': 'Een Chess960-beginstelling loten met dobbelstenen, munten, een zakje of kaarten',
      'draw.drawHeading': 'Loting',
      'draw.method': 'Methode',
      'draw.restart': 'opnieuw beginnen',
      'draw.typeValue': 'of typ het in:',
      'draw.enter': 'invoeren',
      'draw.undo': 'terugnemen',
      'draw.backRank': 'Achterste rij',
      'draw.rankStrip': 'Achterste rij a1 tot h1',
      'draw.empty': 'leeg',
      'draw.openIndex': 'Stelling tonen',
      'draw.openPlay': 'Spelen',
      'draw.openWall': 'Wandweergave',
      'draw.resultNumber': 'Nr. {n}',
      'draw.distHeading': 'Hoe eerlijk is de methode?',
      'draw.distIntro':
        'De exacte kans op elk nummer 0–959, berekend uit alle mogelijke uitkomsten. De lijn markeert 1/960 (uniform).',
      'draw.fair': 'Uniform: elk van de 960 stellingen heeft precies kans 1/960.',
      'draw.unfair': 'Niet uniform: {count} verschillende kansen, van {min} tot {max} (eerlijk zou 1/960 zijn).',
      'draw.notRandom': 'Deze methode is niet willekeurig: de spelers kiezen de velden, dus er is geen verdeling.',
      'draw.chartLabel': 'Verdeling over de nummers 0 tot 959: {summary}',
      'draw.fairShort': 'Eerlijk: elk nummer heeft kans 1/960.',
      'draw.unfairShort': 'Niet eerlijk: kansen van {min} tot {max} in plaats van 1/960.',
      'draw.tournamentHeading': 'Toernooiloting',
      'draw.showOnWall': 'op de wand tonen',
      'draw.showOnWallLabel': 'De rondelijst in wandweergave tonen (cijfers en loten vergrendeld)',
      'draw.link': 'Link naar deze loting',
      'draw.linkNote': 'Deze link geeft opnieuw dezelfde lijst: de seed, de ronden en de opties staan erin.',
      'draw.generatedSeed':
        'Er is geen seed ingevoerd, dus de seed ‘{seed}’ is willekeurig gemaakt; daarmee kan de lijst worden gecontroleerd.',
      'draw.options': 'Opties: {list}',
      'draw.option.rounds': '{n} ronden',
      'draw.option.seed': 'seed ‘{seed}’',
      'draw.option.without518': 'zonder nr. 518',
      'draw.option.with518': 'nr. 518 toegestaan',
      'draw.option.bothColours': 'elke stelling twee keer, kleuren gewisseld',
      'draw.option.oneColour': 'elke stelling één keer',
      'draw.roundsLimit':
        'Tot 960 ronden. Elke stelling komt hoogstens één keer (met gewisselde kleuren twee keer achter elkaar); zonder nr. 518 blijven er 959 stellingen over.',
      'draw.rounds': 'Ronden',
      'draw.seed': 'Seed (leeg = willekeurig)',
      'draw.exclude518': 'zonder nr. 518 (gewoon schaak)',
      'draw.option.evals': 'zonder {count} stellingen boven {threshold} in beide evaluaties',
      'draw.bothColours': 'elke stelling twee keer, kleuren gewisseld',
      'draw.tournamentDraw': 'loten',
      'draw.print': 'afdrukken',
      'draw.colRound': 'Ronde',
      'draw.colNumber': 'Nr.',
      'draw.colColours': 'Kleuren',
      'draw.swapped': 'gewisseld',
      'draw.asPaired': 'zoals ingedeeld',
      'draw.caption': '{rounds} ronden',
      'draw.captionSeed': '{rounds} ronden, seed ‘{seed}’',
      'draw.seedNote':
        'Controleerbaar: nr. = de eerste 4 bytes van SHA-256(‘seed:k’) mod 960 (k = 0, 1, 2 …; waarden vanaf 4294967040 en herhalingen overgeslagen).',
      'err.ERR_DRAW_REROLL': '{value}: gooi opnieuw – daarvoor is er geen veld.',
      'err.ERR_DRAW_VALUE': '‘{value}’ is hier niet mogelijk. Mogelijk: {options}.',
      'err.ERR_DRAW_FINISHED': 'De loting is voltooid. ‘opnieuw beginnen’ start een nieuwe.',
      'err.ERR_DRAW_UNDO': 'Er is niets terug te nemen.',
      'err.ERR_TOURNAMENT_ROUNDS':
        'Geef een aantal ronden van 1 tot en met 960 (er moeten zoveel stellingen over zijn).',
      'err.ERR_TOURNAMENT_EXCLUDE': 'Het uitgesloten nummer is ongeldig.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
