// The WordPress plugin (plugins/wordpress/chess960/, built into dist/wordpress/chess960.zip) on a
// real WordPress: Debian's 6.1 with MariaDB and php -S (tests/e2e/wordpress-site.mjs), the plugin
// installed from the zip, posts written as an Author, an Editor and a Contributor (kses applies
// to the Author's and the Contributor's) with each shortcode and block, the front end opened in
// Chromium: positions drawn by the widget, each game's text as written, scripts only where used;
// the Author's post in the block editor, its blocks previewed.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, launchBrowser, repoRoot } from './browser.mjs';
import { startWordPress } from './wordpress-site.mjs';

const ZIP = path.join(distDir, 'wordpress', 'chess960.zip');
// Line n of scalachess's list is start position n (tests/data/README.md).
const BACK_RANKS = fs
  .readFileSync(path.join(repoRoot, 'tests/data/scalachess-back-ranks.txt'), 'utf8')
  .trim()
  .split('\n');

// Two games with what WordPress's filters change in text: quotes (wptexturize curls them), "<"
// and ">" (kses drops from "<" to ">"), "...", "--", "(c)", "1x2", smileys, a backslash (slashes),
// a shortcode-like clock command, line breaks and a blank line (wpautop), a script in a comment.
const PGN = `[Event "Club \\"Open\\" <2026> & more"]
[Site "Köln"]
[White "O'Brien, Ann"]
[Black "Smith -- Jones"]
[Result "1-0"]
[Variant "Chess960"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]

1. d4 {[%clk 1:59:58] a < b && c > d... "quoted" (c) 1x2 :) 8)} d5
2. c4 (2. Nd3 ...) 2... e6 {<script>alert(1)</script> [chess960 n="5"]} 1-0

[Event "Second"]
[Result "*"]

1. e4 *`;
// The comments of PGN's first game as its move list shows them (the clock command taken out).
const COMMENT_1 = 'a < b && c > d... "quoted" (c) 1x2 :) 8)';
const COMMENT_2 = '<script>alert(1)</script> [chess960 n="5"]';
const FILE_PGN = '[Event "From the media library"]\n\n1. e4 e5 *\n';

// What the block editor saves as a Game block's text (@wordpress/element escapes & and <).
const editorText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const shortcodePost = (fileUrl) => `A position, a game and a file.

[chess960 n="518" show="number letters"]

[chess960 n="0" show="fen" controls]

[chess960_game]
${PGN}
[/chess960_game]

[chess960_game src="${fileUrl}" /]

<chess960-position n="959"></chess960-position>`;

const blockPost = (file) => `<!-- wp:chess960/position {"n":"740","show":"number fen"} /-->

<!-- wp:chess960/game -->
<pre class="chess960-pgn">${editorText(PGN)}</pre>
<!-- /wp:chess960/game -->

<!-- wp:chess960/game {"fileId":${file.id}} /-->

<!-- wp:shortcode -->
[chess960_game]
${PGN}
[/chess960_game]
<!-- /wp:shortcode -->`;

// Shortcode attributes that try to leave the attribute or the element (each would set window.__xss).
const HOSTILE = `[chess960 n='"><img src=x onerror=window.__xss=1>' theme="x' onmouseover='window.__xss=2" show="number"]

[chess960_game src="javascript:window.__xss=3" /]

[chess960_game]</pre></chess960-game><img src=x onerror=window.__xss=4>[/chess960_game]`;

describe('WordPress plugin', () => {
  let site;
  let browser;
  let posts;
  let file;
  const started = Date.now();
  before(async () => {
    assert.ok(fs.existsSync(ZIP), 'dist/wordpress/chess960.zip is built (npm run build)');
    site = await startWordPress(ZIP);
    [file] = await site.seed([{ user: 'author', file: 'games.pgn', text: FILE_PGN }]);
    const items = [];
    for (const user of ['author', 'editor', 'contributor']) {
      items.push({ user, title: `${user} shortcodes`, content: shortcodePost(file.url) });
      items.push({ user, title: `${user} blocks`, content: blockPost(file) });
    }
    items.push({ user: 'author', title: 'plain', content: 'No chess here.' });
    items.push({ user: 'author', title: 'hostile', content: HOSTILE });
    posts = Object.fromEntries((await site.seed(items)).map((p) => [p.title, p]));
    browser = await launchBrowser();
    console.log(
      `# WordPress site up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(site.timings)}`,
    );
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
    console.log(`# WordPress test took ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  });

  // Opens a post; resolves to what the page shows and the errors its console reported.
  async function open(title) {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    try {
      await page.goto(posts[title].url, { waitUntil: 'load' });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('chess960-position')].every(
            (e) => e.shadowRoot && e.shadowRoot.querySelectorAll('[data-piece]').length === 32,
          ),
        null,
        { timeout: 10000 },
      );
      // Every game viewer (chess960-game.js) defined, then settled: its game shown or refused.
      await page.waitForFunction(
        () => [...document.querySelectorAll('chess960-game')].every((e) => e.ready instanceof Promise),
        null,
        { timeout: 15000 },
      );
      await page.evaluate(() =>
        Promise.all([...document.querySelectorAll('chess960-game')].map((e) => e.ready.catch(() => null))),
      );
      const shown = await page.evaluate(() => ({
        positions: [...document.querySelectorAll('chess960-position')].map((e) => ({
          n: e.getAttribute('n'),
          show: e.getAttribute('show'),
          controls: e.hasAttribute('controls'),
          rank1: 'abcdefgh'
            .split('')
            .map((f) => {
              const piece = e.shadowRoot.querySelector(`[data-square="${f}1"] [data-piece]`);
              return piece ? piece.getAttribute('data-piece')[1] : '.';
            })
            .join(''),
          number: e.shadowRoot.querySelector('.number')?.textContent ?? null,
        })),
        games: [...document.querySelectorAll('chess960-game')].map((e) => ({
          text: e.textContent,
          src: e.getAttribute('src'),
        })),
        // What each game viewer (chess960-game.js) shows: its board's pieces and the comments.
        viewers: [...document.querySelectorAll('chess960-game')].map((e) => ({
          pieces: e.shadowRoot ? e.shadowRoot.querySelectorAll('.board [data-piece]').length : 0,
          comments: e.shadowRoot ? [...e.shadowRoot.querySelectorAll('.move-comment')].map((c) => c.textContent) : [],
        })),
        scripts: [...document.querySelectorAll('script[src*="chess960"]')].map((s) => ({
          src: new URL(s.src).pathname,
          module: s.type === 'module',
        })),
      }));
      return { ...shown, errors };
    } finally {
      await page.close();
    }
  }

  test('kses ran for the Author and the Contributor (a pasted element is gone) but not for the Editor', () => {
    for (const user of ['author', 'contributor']) {
      const post = posts[`${user} shortcodes`];
      assert.equal(post.kses, true, `${user}: kses filters the post`);
      assert.doesNotMatch(post.stored, /<chess960-position/, `${user}: kses took the pasted element out`);
    }
    assert.equal(posts['editor shortcodes'].kses, false);
    assert.match(posts['editor shortcodes'].stored, /<chess960-position n="959">/);
  });

  test('the media library takes a .pgn file', () => {
    assert.equal(file.type, 'application/vnd.chess-pgn');
    assert.match(file.url, /\/wp-content\/uploads\/.*games\.pgn$/);
  });

  for (const user of ['author', 'editor', 'contributor']) {
    test(`${user}: the shortcodes show the positions and the games as written`, async () => {
      const shown = await open(`${user} shortcodes`);
      const expected = [
        { n: '518', show: 'number letters', controls: false },
        { n: '0', show: 'fen', controls: true },
        ...(user === 'editor' ? [{ n: '959', show: null, controls: false }] : []),
      ];
      assert.deepEqual(
        shown.positions.map(({ n, show, controls }) => ({ n, show, controls })),
        expected,
      );
      for (const p of shown.positions) assert.equal(p.rank1, BACK_RANKS[Number(p.n)].toUpperCase(), `n=${p.n}`);
      assert.match(shown.positions[0].number, /518/);
      assert.deepEqual(shown.games, [
        { text: PGN, src: null },
        { text: '', src: file.url },
      ]);
      assert.deepEqual(
        shown.viewers.map((v) => v.pieces),
        [32, 32],
        'both games on a board',
      );
      assert.deepEqual(shown.viewers[0].comments, [COMMENT_1, COMMENT_2], 'the comments as written');
      assert.deepEqual(shown.errors, []);
    });

    test(`${user}: the blocks show the position and the games as written`, async () => {
      const shown = await open(`${user} blocks`);
      assert.deepEqual(
        shown.positions.map(({ n, show }) => ({ n, show })),
        [{ n: '740', show: 'number fen' }],
      );
      assert.equal(shown.positions[0].rank1, BACK_RANKS[740].toUpperCase());
      assert.deepEqual(shown.games, [
        { text: PGN, src: null },
        { text: '', src: file.url },
        { text: PGN, src: null },
      ]);
      assert.deepEqual(shown.errors, []);
    });
  }

  test("the block editor previews both blocks of an Author's post and takes their saved markup as its own", async () => {
    const [{ cookies }] = await site.seed([{ user: 'author', login: true }]);
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addCookies(cookies.map(([name, value, p]) => ({ name, value, domain: '127.0.0.1', path: p })));
    const page = await context.newPage();
    const errors = [];
    // The dashboard's welcome guide shows pictures from wordpress.org, which this machine cannot reach.
    const outside = (url) => !url.startsWith(site.url);
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    page.on('requestfailed', (r) => outside(r.url()) || errors.push(`failed ${r.url()}`));
    page.on('console', (m) => m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED/.test(m.text()) && errors.push(m.text()));
    try {
      await page.goto(`${site.url}/wp-admin/post.php?post=${posts['author blocks'].id}&action=edit`, {
        timeout: 60000,
      });
      await page.waitForFunction(
        () => document.querySelector('chess960-position')?.shadowRoot?.querySelectorAll('[data-piece]').length === 32,
        null,
        { timeout: 60000 },
      );
      const shown = await page.evaluate(() => ({
        positions: [...document.querySelectorAll('chess960-position')].map((e) => e.getAttribute('n')),
        games: [...document.querySelectorAll('chess960-game')].map((e) => e.textContent),
        pgnFields: [...document.querySelectorAll('.wp-block-chess960-game textarea')].map((t) => t.value),
        invalid: document.querySelectorAll('.block-editor-warning').length,
      }));
      assert.deepEqual(shown.positions, ['740']);
      assert.deepEqual(shown.games, [PGN, '']);
      assert.deepEqual(shown.pgnFields, [PGN, '']);
      assert.equal(shown.invalid, 0, 'no block the editor would have saved otherwise');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('attributes and text written to break out of the elements stay text', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(posts.hostile.url, { waitUntil: 'load' });
      await page.hover('chess960-position');
      const shown = await page.evaluate(() => ({
        xss: window.__xss ?? null,
        images: document.querySelectorAll('img[src="x"], [onerror], [onmouseover]').length,
        elements: [...document.querySelectorAll('chess960-position, chess960-game')].map((e) =>
          e.tagName.toLowerCase(),
        ),
        src: document.querySelector('chess960-game').getAttribute('src'),
        text: document.querySelectorAll('chess960-game')[1].textContent,
      }));
      assert.deepEqual(shown, {
        xss: null,
        images: 0,
        elements: ['chess960-position', 'chess960-game', 'chess960-game'],
        src: null,
        text: '</pre></chess960-game><img src=x onerror=window.__xss=4>',
      });
    } finally {
      await page.close();
    }
  });

  test('the widget and the game viewer come once each, as classic scripts on WordPress 6.1, only on pages that show an element', async () => {
    const widget = (await open('author shortcodes')).scripts;
    assert.deepEqual(widget, [
      { src: '/wp-content/plugins/chess960/assets/chess960-widget.js', module: false },
      { src: '/wp-content/plugins/chess960/assets/chess960-game.js', module: false },
    ]);
    const plain = await open('plain');
    assert.deepEqual(plain.scripts, []);
    assert.deepEqual(plain.errors, []);
  });

  test('the widget as the script module WordPress 6.5+ gets draws its position too', async () => {
    // A static page beside the site (php -S serves it): the same file, loaded as a module.
    fs.writeFileSync(
      path.join(site.dir, 'site', 'module.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>module</title><link rel="icon" href="data:,">' +
        '<script type="module" src="/wp-content/plugins/chess960/assets/chess960-widget.js"></script></head>' +
        '<body><chess960-position n="959"></chess960-position></body></html>',
    );
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${site.url}/module.html`);
      await page.waitForFunction(
        () => document.querySelector('chess960-position').shadowRoot?.querySelectorAll('[data-piece]').length === 32,
        null,
        { timeout: 10000 },
      );
      const rank1 = await page.evaluate(() =>
        'abcdefgh'
          .split('')
          .map(
            (f) =>
              document
                .querySelector('chess960-position')
                .shadowRoot.querySelector(`[data-square="${f}1"] [data-piece]`)
                .getAttribute('data-piece')[1],
          )
          .join(''),
      );
      assert.equal(rank1, BACK_RANKS[959].toUpperCase());
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });

  test('the zip installed the widget and the game viewer as built, and PHP reported nothing about the plugin', () => {
    for (const script of ['chess960-widget.js', 'chess960-game.js']) {
      const installed = path.join(site.dir, 'site/wp-content/plugins/chess960/assets', script);
      assert.ok(fs.readFileSync(installed).equals(fs.readFileSync(path.join(distDir, script))), script);
    }
    const log = fs.existsSync(site.debugLog) ? fs.readFileSync(site.debugLog, 'utf8') : '';
    assert.deepEqual(
      log.split('\n').filter((line) => /chess960/i.test(line)),
      [],
    );
  });
});
