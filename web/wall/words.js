// The words of the wall (lang/<code>/wall.js): German and English come with the page, the other
// languages are loaded when chosen.
import de from '../lang/de/wall.js';
import en from '../lang/en/wall.js';
import { addWords } from '../shared/i18n.js';

addWords('wall', { de, en });
