// @ts-check
// The castling card's words (lang/<code>/castling.js), German and English with the page.
import deCastling from '../../lang/de/castling.js';
import enCastling from '../../lang/en/castling.js';
import { addWords } from '../../shared/i18n.js';

addWords('castling', { de: deCastling, en: enCastling });
