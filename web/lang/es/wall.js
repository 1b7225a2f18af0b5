/*
 * The Spanish words of web/wall/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Spanish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    es: {
      'wall.title': 'Ajedrez 960 – modo pantalla',
      'wall.titleN': 'Ajedrez 960 – n.º {n}',
      'wall.no': 'N.º',
      'wall.round': 'Ronda {r}',
      'wall.roundOf': 'Ronda {r} de {total}',
      'wall.board': 'Posición inicial {n}: {rank}',
      'wall.losen': 'sortear',
      'wall.light': 'claro',
      'wall.dark': 'oscuro',
      'wall.fullscreen': 'Pantalla completa',
      'wall.home': 'Página de inicio',
      'wall.drawByHand': 'A mano',
      'wall.drawByHandLabel': 'Sorteo a mano: dado, monedas, cartas, sorteo de torneo',
      'wall.prev': 'Número anterior (flecha izquierda)',
      'wall.next': 'Número siguiente (flecha derecha)',
      'wall.prevRound': 'Ronda anterior (flecha izquierda)',
      'wall.nextRound': 'Ronda siguiente (flecha derecha)',
      'wall.lettersTo.own': 'Letras españolas (D)',
      'wall.lettersTo.en': 'Letras inglesas (D)',
      'wall.themeTo.light': 'Colores claros (T)',
      'wall.themeTo.dark': 'Colores oscuros (T)',
      'wall.fullscreenLabel': 'Pantalla completa (F)',
      'wall.facts': 'Datos',
      'wall.factsShow': 'Mostrar los datos de la posición (I)',
      'wall.factsHide': 'Ocultar los datos (I)',
      'wall.controls': 'Controles',
      'wall.keys':
        'Cifras + Intro: colocar · L/Espacio: sortear · ←/→ · F: pantalla completa · D: letras · T: claro/oscuro · I: datos · Sorteo a mano: draw.html',
      'wall.keysRounds':
        'Lista de rondas: ←/→ cambia de ronda · cifras y sorteo bloqueados (U: desbloquear) · F: pantalla completa · D: letras · T: claro/oscuro · I: datos',
      'wall.lock': 'Bloqueado',
      'wall.unlock': 'Desbloqueado',
      'wall.lockLabel': 'Bloquear cifras y sorteo (U)',
      'wall.unlockLabel': 'Desbloquear cifras y sorteo (U)',
      'wall.locked': 'La lista de rondas está bloqueada: las cifras y el sorteo no cambian la posición. U desbloquea.',
      'wall.unlocked': 'Desbloqueado: las cifras y el sorteo cambian ahora la posición mostrada. U vuelve a bloquear.',
      'wall.qr': 'Esta posición en su móvil:',
      'wall.entry': 'N.º {digits}',
      'wall.errRounds': 'Lista de rondas no válida (rounds={value}): use números 0–959 separados por comas.',
      'wall.errQr': 'Código QR no disponible.',
      'wall.legend': 'R rey · D dama · T torre · A alfil · C caballo',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
