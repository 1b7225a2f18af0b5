// @ts-check
// The words of the position facts (lang/<code>/facts.js), German and English with the page.
import deFacts from '../../lang/de/facts.js';
import enFacts from '../../lang/en/facts.js';
import { addWords } from '../../shared/i18n.js';

addWords('facts', { de: deFacts, en: enFacts });
