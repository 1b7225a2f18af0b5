// @ts-check
// The words of the play area (lang/<code>/play.js): German and English come with the page, the
// other languages are loaded when chosen.
import de from '../lang/de/play.js';
import en from '../lang/en/play.js';
import { addWords } from '../shared/i18n.js';

addWords('play', { de, en });
