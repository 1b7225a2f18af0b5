// The viewer's words in every language of the site: it is one script that loads nothing, so it
// carries them all (lang/<code>/viewer.js, the texts of the codes a PGN is refused with), in the
// module the build writes (scripts/widget-words.mjs viewerWordsModule).
import WORDS from 'chess960-build:viewer-words';
import { addWords } from '../shared/i18n.js';

for (const [area, tables] of Object.entries(WORDS)) addWords(area, tables);
