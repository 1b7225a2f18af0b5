// The widget's words in every language of the site (shared/languages.js): it is one script that
// loads nothing, so every language comes with it — the shared words (the start-number reader's
// messages, back rank, the buttons) and its own (lang/<code>/widget.js). Each element asks for
// its text in its own language; nothing on the host page changes.
import deShared from '../lang/de/shared.js';
import deWidget from '../lang/de/widget.js';
import enShared from '../lang/en/shared.js';
import enWidget from '../lang/en/widget.js';
import esShared from '../lang/es/shared.js';
import esWidget from '../lang/es/widget.js';
import frShared from '../lang/fr/shared.js';
import frWidget from '../lang/fr/widget.js';
import itShared from '../lang/it/shared.js';
import itWidget from '../lang/it/widget.js';
import nlShared from '../lang/nl/shared.js';
import nlWidget from '../lang/nl/widget.js';
import plShared from '../lang/pl/shared.js';
import plWidget from '../lang/pl/widget.js';
import { addWords } from '../shared/i18n.js';

// The tables of each area by language code.
export const WORDS = {
  shared: { de: deShared, en: enShared, fr: frShared, es: esShared, it: itShared, nl: nlShared, pl: plShared },
  widget: { de: deWidget, en: enWidget, fr: frWidget, es: esWidget, it: itWidget, nl: nlWidget, pl: plWidget },
};

for (const [area, tables] of Object.entries(WORDS)) addWords(area, tables);
