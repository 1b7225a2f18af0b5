// The event page's words (lang/<code>/event.js); the verify page shows some of them too.
import deEvent from '../lang/de/event.json';
import enEvent from '../lang/en/event.json';
import { addWords } from '../shared/i18n.js';

addWords('event', { de: deEvent, en: enEvent });
