// @ts-check
// The words of the PGN files' game list (lang/<code>/play-database.js): German and English come
// with the page, the other languages are loaded when chosen.
import de from '../../lang/de/play-database.js';
import en from '../../lang/en/play-database.js';
import { addWords } from '../../shared/i18n.js';

addWords('play-database', { de, en });
