// @ts-check
// The words of the computer panel (lang/<code>/play-engine.js): German and English come with the
// page, the other languages are loaded when chosen.
import de from '../../lang/de/play-engine.js';
import en from '../../lang/en/play-engine.js';
import { addWords } from '../../shared/i18n.js';

addWords('play-engine', { de, en });
