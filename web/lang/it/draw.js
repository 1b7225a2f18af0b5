/*
 * The Italian words of web/draw/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Italian.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    it: {
      'draw.title': 'Scacchi 960 – sorteggio a mano',
      'draw.heading': 'Sorteggio a mano',
      'draw.tagline': 'Sorteggiare una posizione iniziale degli Scacchi 960 con dadi, monete, un sacchetto o carte',
      'draw.drawHeading': 'Sorteggio',
      'draw.method': 'Metodo',
      'draw.restart': 'ricomincia',
      'draw.typeValue': 'oppure digitare:',
      'draw.enter': 'conferma',
      'draw.undo': 'annulla',
      'draw.backRank': 'Prima traversa',
      'draw.rankStrip': 'Prima traversa da a1 a h1',
      'draw.empty': 'vuota',
      'draw.openIndex': 'Mostra la posizione',
      'draw.openPlay': 'Gioca',
      'draw.openWall': 'Schermo a parete',
      'draw.resultNumber': 'N. {n}',
      'draw.distHeading': 'Il metodo è equo?',
      'draw.distIntro':
        'La probabilità esatta di ogni numero 0–959, calcolata da tutti i risultati possibili. La linea indica 1/960 (uniforme).',
      'draw.fair': 'Uniforme: ciascuna delle 960 posizioni ha probabilità esattamente 1/960.',
      'draw.unfair': 'Non uniforme: {count} probabilità diverse, da {min} a {max} (equo sarebbe 1/960).',
      'draw.notRandom': 'Questo metodo non è casuale: i giocatori scelgono le case, quindi non ha una distribuzione.',
      'draw.chartLabel': 'Distribuzione sui numeri da 0 a 959: {summary}',
      'draw.fairShort': 'Equo: ogni numero ha probabilità 1/960.',
      'draw.unfairShort': 'Non equo: probabilità da {min} a {max} invece di 1/960.',
      'draw.tournamentHeading': 'Sorteggio del torneo',
      'draw.showOnWall': 'mostra a parete',
      'draw.showOnWallLabel': 'Mostrare l’elenco dei turni in modalità parete (cifre e sorteggio bloccati)',
      'draw.link': 'Link a questo sorteggio',
      'draw.linkNote': 'Questo link ridà lo stesso elenco: contiene il seme, i turni e le opzioni.',
      'draw.generatedSeed':
        'Non è stato inserito alcun seme, quindi il seme «{seed}» è stato creato a caso; con esso l’elenco si può verificare.',
      'draw.options': 'Opzioni: {list}',
      'draw.option.rounds': '{n} turni',
      'draw.option.seed': 'seme «{seed}»',
      'draw.option.without518': 'senza il n. 518',
      'draw.option.with518': 'n. 518 ammesso',
      'draw.option.bothColours': 'ogni posizione due volte, a colori invertiti',
      'draw.option.oneColour': 'ogni posizione una volta',
      'draw.roundsLimit':
        'Fino a 960 turni. Ogni posizione compare al massimo una volta (a colori invertiti due volte di seguito); senza il n. 518 restano 959 posizioni.',
      'draw.rounds': 'Turni',
      'draw.seed': 'Seme (vuoto = casuale)',
      'draw.exclude518': 'senza il n. 518 (scacchi classici)',
      'draw.option.evals': 'senza {count} posizioni sopra {threshold} in entrambe le valutazioni',
      'draw.bothColours': 'ogni posizione due volte, a colori invertiti',
      'draw.tournamentDraw': 'sorteggia',
      'draw.print': 'stampa',
      'draw.colRound': 'Turno',
      'draw.colNumber': 'N.',
      'draw.colColours': 'Colori',
      'draw.swapped': 'invertiti',
      'draw.asPaired': 'come da abbinamento',
      'draw.caption': '{rounds} turni',
      'draw.captionSeed': '{rounds} turni, seme «{seed}»',
      'draw.seedNote':
        'Verificabile: n. = i primi 4 byte di SHA-256(«seme:k») mod 960 (k = 0, 1, 2 …; valori da 4294967040 in su e ripetizioni saltati).',
      'err.ERR_DRAW_REROLL': '{value}: tirare di nuovo – per questo risultato non c’è una casa.',
      'err.ERR_DRAW_VALUE': '«{value}» non è possibile qui. Possibili: {options}.',
      'err.ERR_DRAW_FINISHED': 'Il sorteggio è completo. «ricomincia» ne avvia uno nuovo.',
      'err.ERR_DRAW_UNDO': 'Non c’è nulla da annullare.',
      'err.ERR_TOURNAMENT_ROUNDS': 'Indicare un numero di turni da 1 a 960 (devono restare altrettante posizioni).',
      'err.ERR_TOURNAMENT_EXCLUDE': 'Il numero escluso non è valido.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
