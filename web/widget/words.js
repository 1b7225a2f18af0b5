// The widget's words in every language of the site (shared/languages.js): it is one script that
// loads nothing, so every language comes with it — the shared words (the start-number reader's
// messages, back rank, the buttons) and its own (lang/<code>/widget.json). The build writes the
// module that imports them from the language list (scripts/widget-words.mjs), so a new language
// needs no line here. Each element asks for its text in its own language; nothing on the host
// page changes.
import WORDS from 'chess960-build:widget-words';
import { addWords } from '../shared/i18n.js';

export { WORDS };

for (const [area, tables] of Object.entries(WORDS)) addWords(area, tables);
