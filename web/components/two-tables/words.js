// @ts-check
// The two tables' words (lang/<code>/two-tables.js), German and English with the page.
import deTwoTables from '../../lang/de/two-tables.js';
import enTwoTables from '../../lang/en/two-tables.js';
import { addWords } from '../../shared/i18n.js';

addWords('two-tables', { de: deTwoTables, en: enTwoTables });
