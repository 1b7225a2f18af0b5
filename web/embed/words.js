// The words of the embed guide (embed-docs.html, keys embed.*) and of the iframe page
// (embed.html, keys embed.frame.*), lang/<code>/embed.js: German and English come with the page,
// the other languages are loaded when chosen. Texts with `backticks` are shown with the quoted
// part as code (embed/docs-main.js, data-i18n-rich).
import de from '../lang/de/embed.json';
import en from '../lang/en/embed.json';
import { addWords } from '../shared/i18n.js';

addWords('embed', { de, en });
