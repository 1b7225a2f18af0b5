// The verify page's words (lang/<code>/verify.js), beside the event page's that it shows too.
import deVerify from '../lang/de/verify.json';
import enVerify from '../lang/en/verify.json';
import { addWords } from '../shared/i18n.js';
import '../event/words.js';

addWords('verify', { de: deVerify, en: enVerify });
