/*
 * embed-docs.html: fills the copy-paste snippets with this site's address (when served over
 * http/https) and the chosen number, and copies them to the clipboard.
 */
(function () {
  'use strict';

  const online = /^https?:$/.test(window.location.protocol);
  const base = online ? new URL('.', window.location.href).href : null;
  const BASE = { de: base || 'https://ihre-seite.de/schach960/', en: base || 'https://your-site.org/chess960/' };

  function snippets(n, lang) {
    const b = BASE[lang];
    const de = lang === 'de';
    return {
      widget:
        '<script src="' +
        b +
        'chess960-widget.js" defer></script>\n' +
        '<chess960-position n="' +
        n +
        '" lang="' +
        lang +
        '" show="number letters" controls></chess960-position>',
      iframe:
        '<iframe src="' +
        b +
        'embed.html?n=' +
        n +
        '&amp;lang=' +
        lang +
        '"\n' +
        '        title="' +
        (de ? 'Chess960-Startstellung Nr. ' : 'Chess960 start position no. ') +
        n +
        '"\n' +
        '        width="340" height="440" loading="lazy" style="border:0;max-width:100%"></iframe>',
      img:
        '<img src="' +
        b +
        'svg/' +
        n +
        '.svg" width="340" height="391"\n' +
        '     alt="' +
        (de ? 'Chess960-Startstellung Nr. ' : 'Chess960 start position no. ') +
        n +
        '">',
    };
  }

  function render(lang, value) {
    const n = /^\d{1,3}$/.test(value) && Number(value) < 960 ? String(Number(value)) : '518';
    const s = snippets(n, lang);
    const suffix = lang === 'de' ? '' : '-en';
    Object.keys(s).forEach((k) => {
      const pre = document.querySelector('[data-snippet="' + k + suffix + '"]');
      if (pre) pre.textContent = s[k];
    });
    if (lang === 'de') {
      const w = document.querySelector('.demo-widget');
      if (w) w.setAttribute('n', n);
      const img = document.querySelector('.demo-img');
      if (img) {
        img.src = 'svg/' + n + '.svg';
        img.alt = 'Chess960-Startstellung Nr. ' + n;
      }
    }
  }

  document.querySelectorAll('.base-example').forEach((code) => {
    if (base) code.textContent = base;
  });
  document.querySelectorAll('.base-note').forEach((note) => {
    note.hidden = !base;
  });
  document.querySelectorAll('.docs-n').forEach((input) => {
    const lang = input.id === 'n-en' ? 'en' : 'de';
    input.addEventListener('input', () => render(lang, input.value.trim()));
    render(lang, input.value.trim());
  });

  document.querySelectorAll('button[data-copy]').forEach((button) => {
    button.addEventListener('click', () => {
      const pre = document.querySelector('[data-snippet="' + button.getAttribute('data-copy') + '"]');
      const status = button.nextElementSibling;
      const en = button.getAttribute('data-copy').endsWith('-en');
      const done = (ok) => {
        if (!ok) {
          const range = document.createRange();
          range.selectNodeContents(pre);
          const sel = window.getSelection();
          sel.removeAllRanges();
          sel.addRange(range);
        }
        status.textContent = ok
          ? en
            ? 'copied'
            : 'kopiert'
          : en
            ? 'selected – press Ctrl+C'
            : 'markiert – Strg+C drücken';
        window.setTimeout(() => {
          status.textContent = '';
        }, 4000);
      };
      if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(pre.textContent).then(
          () => done(true),
          () => done(false),
        );
      else done(false);
    });
  });
})();
