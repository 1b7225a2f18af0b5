// The words every page shares — the navigation, the language menu, the start-number reader's
// messages — and the text of every error code of the library (lang/<code>/shared.js, errors.js).
import deErrors from '../lang/de/errors.js';
import deShared from '../lang/de/shared.js';
import enErrors from '../lang/en/errors.js';
import enShared from '../lang/en/shared.js';
import { addWords } from './i18n.js';

addWords('shared', { de: deShared, en: enShared });
addWords('errors', { de: deErrors, en: enErrors });
