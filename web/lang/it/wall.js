/*
 * The Italian words of web/wall/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Italian.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    it: {
      'wall.title': 'Scacchi 960 – modalità parete',
      'wall.titleN': 'Scacchi 960 – n. {n}',
      'wall.no': 'N.',
      'wall.round': 'Turno {r}',
      'wall.roundOf': 'Turno {r} di {total}',
      'wall.board': 'Posizione iniziale {n}: {rank}',
      'wall.losen': 'sorteggia',
      'wall.light': 'chiaro',
      'wall.dark': 'scuro',
      'wall.fullscreen': 'Schermo intero',
      'wall.home': 'Pagina iniziale',
      'wall.drawByHand': 'A mano',
      'wall.drawByHandLabel': 'Sorteggio a mano: dado, monete, carte, sorteggio del torneo',
      'wall.prev': 'Numero precedente (freccia sinistra)',
      'wall.next': 'Numero successivo (freccia destra)',
      'wall.prevRound': 'Turno precedente (freccia sinistra)',
      'wall.nextRound': 'Turno successivo (freccia destra)',
      'wall.lettersTo.own': 'Lettere italiane (D)',
      'wall.lettersTo.en': 'Lettere inglesi (D)',
      'wall.themeTo.light': 'Colori chiari (T)',
      'wall.themeTo.dark': 'Colori scuri (T)',
      'wall.fullscreenLabel': 'Schermo intero (F)',
      'wall.facts': 'Dati',
      'wall.factsShow': 'Mostra i dati della posizione (I)',
      'wall.factsHide': 'Nascondi i dati (I)',
      'wall.controls': 'Comandi',
      'wall.keys':
        'Cifre + Invio: imposta · L/Spazio: sorteggia · ←/→ · F: schermo intero · D: lettere · T: chiaro/scuro · I: dati · Sorteggio a mano: draw.html',
      'wall.keysRounds':
        'Elenco dei turni: ←/→ cambia turno · cifre e sorteggio bloccati (U: sblocca) · F: schermo intero · D: lettere · T: chiaro/scuro · I: dati',
      'wall.lock': 'Bloccato',
      'wall.unlock': 'Sbloccato',
      'wall.lockLabel': 'Blocca cifre e sorteggio (U)',
      'wall.unlockLabel': 'Sblocca cifre e sorteggio (U)',
      'wall.locked': 'L’elenco dei turni è bloccato: cifre e sorteggio non cambiano la posizione. U sblocca.',
      'wall.unlocked': 'Sbloccato: cifre e sorteggio ora cambiano la posizione mostrata. U blocca di nuovo.',
      'wall.qr': 'Questa posizione sul telefono:',
      'wall.entry': 'N. {digits}',
      'wall.errRounds': 'Elenco dei turni non valido (rounds={value}): usare numeri 0–959 separati da virgole.',
      'wall.errQr': 'Codice QR non disponibile.',
      'wall.legend': 'R re · D donna · T torre · A alfiere · C cavallo',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
