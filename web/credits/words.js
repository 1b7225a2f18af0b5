// The words of the credits area (lang/<code>/credits.js): German and English come with the page, the
// other languages are loaded when chosen.
import de from '../lang/de/credits.json';
import en from '../lang/en/credits.json';
import { addWords } from '../shared/i18n.js';

addWords('credits', { de, en });
