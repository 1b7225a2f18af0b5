// The words of the credits area (lang/<code>/credits.js): German and English come with the page, the
// other languages are loaded when chosen.
import de from '../lang/de/credits.js';
import en from '../lang/en/credits.js';
import { addWords } from '../shared/i18n.js';

addWords('credits', { de, en });
