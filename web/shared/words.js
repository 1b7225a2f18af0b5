// The words every page shares — the navigation, the language menu, the start-number reader's
// messages — and the text of every error code of the library (lang/<code>/shared.js, errors.js).
import deErrors from '../lang/de/errors.json';
import deShared from '../lang/de/shared.json';
import enErrors from '../lang/en/errors.json';
import enShared from '../lang/en/shared.json';
import { addWords } from './i18n.js';

addWords('shared', { de: deShared, en: enShared });
addWords('errors', { de: deErrors, en: enErrors });
