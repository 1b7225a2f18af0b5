// The words of the tables area (lang/<code>/tables.js): German and English come with the page, the
// other languages are loaded when chosen.
import de from '../lang/de/tables.json';
import en from '../lang/en/tables.json';
import { addWords } from '../shared/i18n.js';

addWords('tables', { de, en });
