// The words of the wall (lang/<code>/wall.js): German and English come with the page, the other
// languages are loaded when chosen.
import de from '../lang/de/wall.json';
import en from '../lang/en/wall.json';
import { addWords } from '../shared/i18n.js';

addWords('wall', { de, en });
