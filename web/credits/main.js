// The credits page, its entry: the page in the chosen language (the notices themselves are
// static HTML, so they show without scripts too).
import * as i18n from '../shared/i18n.js';
import { onReady, setUpLanguage } from '../shared/page.js';
import './words.js';

// Shows the page in its language and keeps the title in step with the switch.
function start() {
  i18n.onChange(() => {
    document.title = i18n.t('credits.pageTitle');
  });
  setUpLanguage();
  document.documentElement.setAttribute('data-ready', 'true');
}

onReady(start);
