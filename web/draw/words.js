// The draw page's words: its own (lang/<code>/draw.js) and those that phrase the draw machines'
// steps and events (lang/<code>/draw-words.js, read as drawWords.<key>).
import deDrawWords from '../lang/de/draw-words.json';
import deDraw from '../lang/de/draw.json';
import enDrawWords from '../lang/en/draw-words.json';
import enDraw from '../lang/en/draw.json';
import { addWords } from '../shared/i18n.js';

addWords('draw', { de: deDraw, en: enDraw });
addWords('draw-words', { de: deDrawWords, en: enDrawWords }, { prefix: 'drawWords.' });
