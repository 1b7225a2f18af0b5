// The words of the start area (lang/<code>/start.js): German and English come with the page, the
// other languages are loaded when chosen.
import de from '../lang/de/start.json';
import en from '../lang/en/start.json';
import { addWords } from '../shared/i18n.js';

addWords('start', { de, en });
