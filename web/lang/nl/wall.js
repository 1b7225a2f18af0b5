/*
 * The Dutch words of web/wall/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Dutch.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    nl: {
      'wall.title': 'Schaak960 – wandweergave',
      'wall.titleN': 'Schaak960 – nr. {n}',
      'wall.no': 'Nr.',
      'wall.round': 'Ronde {r}',
      'wall.roundOf': 'Ronde {r} van {total}',
      'wall.board': 'Beginstelling {n}: {rank}',
      'wall.losen': 'loten',
      'wall.light': 'licht',
      'wall.dark': 'donker',
      'wall.fullscreen': 'Volledig scherm',
      'wall.home': 'Startpagina',
      'wall.drawByHand': 'Met de hand',
      'wall.drawByHandLabel': 'Loten met de hand: dobbelsteen, munten, kaarten, toernooiloting',
      'wall.prev': 'Vorig nummer (pijl links)',
      'wall.next': 'Volgend nummer (pijl rechts)',
      'wall.prevRound': 'Vorige ronde (pijl links)',
      'wall.nextRound': 'Volgende ronde (pijl rechts)',
      'wall.lettersTo.own': 'Nederlandse letters (D)',
      'wall.lettersTo.en': 'Engelse letters (D)',
      'wall.themeTo.light': 'Lichte kleuren (T)',
      'wall.themeTo.dark': 'Donkere kleuren (T)',
      'wall.fullscreenLabel': 'Volledig scherm (F)',
      'wall.facts': 'Feiten',
      'wall.factsShow': 'Feiten van de stelling tonen (I)',
      'wall.factsHide': 'Feiten verbergen (I)',
      'wall.controls': 'Bediening',
      'wall.keys':
        'Cijfers + Enter: zetten · L/spatie: loten · ←/→ · F: volledig scherm · D: letters · T: licht/donker · I: feiten · Loten met de hand: draw.html',
      'wall.keysRounds':
        'Rondelijst: ←/→ wisselt de ronde · cijfers en loten zijn vergrendeld (U: ontgrendelen) · F: volledig scherm · D: letters · T: licht/donker · I: feiten',
      'wall.lock': 'Vergrendeld',
      'wall.unlock': 'Ontgrendeld',
      'wall.lockLabel': 'Cijfers en loten vergrendelen (U)',
      'wall.unlockLabel': 'Cijfers en loten ontgrendelen (U)',
      'wall.locked': 'De rondelijst is vergrendeld: cijfers en loten veranderen de stelling niet. U ontgrendelt.',
      'wall.unlocked': 'Ontgrendeld: cijfers en loten veranderen nu de getoonde stelling. U vergrendelt weer.',
      'wall.qr': 'Deze stelling op je telefoon:',
      'wall.entry': 'Nr. {digits}',
      'wall.errRounds': 'Ongeldige rondelijst (rounds={value}): gebruik nummers 0–959, gescheiden door komma’s.',
      'wall.errQr': 'QR-code niet beschikbaar.',
      'wall.legend': 'K koning · D dame · T toren · L loper · P paard',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
