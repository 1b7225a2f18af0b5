// @ts-check
// The words of what the hall sees and of the projector window (lang/<code>/projector.js), German
// and English with the page.
import deProjector from '../../lang/de/projector.js';
import enProjector from '../../lang/en/projector.js';
import { addWords } from '../../shared/i18n.js';

addWords('projector', { de: deProjector, en: enProjector });
