// The embed words in en.
export default {
  'embed.title': 'Embedding Chess960 – a guide',
  'embed.description': 'Put Chess960 start positions on your club website: widget, iframe or image.',
  'embed.heading': 'Embedding start positions',
  'embed.intro':
    'Three ways to put a Chess960 start position on your club website. Copy a snippet into the HTML of your page; there is nothing to install.',
  'embed.baseOnline': 'The snippets already carry the address of these pages: `{base}`',
  'embed.baseOffline': '`{base}` stands for the address where these pages live on your web server.',
  'embed.baseExample': 'https://your-site.org/chess960/',
  'embed.numberLabel': 'Start position for the examples',
  'embed.numberHint': 'Number 0–959, back rank (e.g. RBBKNNQR) or start FEN',
  'embed.copy': 'copy',
  'embed.copied': 'copied',
  'embed.selected': 'selected – now press Ctrl+C',
  'embed.widget.title': '1. Widget (recommended)',
  'embed.widget.text':
    'One script, then as many diagrams as you like. With `controls` visitors can set and draw positions themselves.',
  'embed.attrs.title': 'Settings (attributes)',
  'embed.attr.n': 'number 0–959 (`0518` too), a back rank such as `RBBKNNQR` or a start FEN',
  'embed.attr.random': 'draw a random position when the page loads',
  'embed.attr.lang': "language; otherwise your page's language (`<html lang>`)",
  'embed.attr.show':
    'what is shown below the board: number, back rank, FEN, the two tables, the facts (both counts, mirror position, king and rooks)',
  'embed.attr.controls': 'an input field with "set" and "draw"',
  'embed.attr.size': 'at most about 240, 360 or 510 pixels wide; without `size` as wide as its place',
  'embed.attr.theme': 'colours: light, dark, for print, or as the device is set',
  'embed.attr.orientation': 'turns the board (Black at the bottom)',
  'embed.attr.coords': 'coordinates a–h/1–8 inside the board, or none',
  'embed.size.text':
    "Instead of `size` you can set the width in your page's stylesheet (not with a `style` attribute: a strict Content-Security-Policy forbids it):",
  'embed.dev.text':
    'Developers: the element reports every position with the event `chess960-change` (`detail.number`, `detail.fen`). It can be styled with CSS custom properties (`--c960-light`, `--c960-dark`, `--c960-accent`, …) and `::part(board)`, `::part(number)`, `::part(button)`.',
  'embed.demo': 'Example',
  'embed.iframe.title': '2. iframe',
  'embed.iframe.text': 'If your site builder allows iframes ("embed", "HTML block") but no scripts:',
  'embed.iframe.css': "Add this rule to your page's stylesheet: on narrow screens the frame gets narrower.",
  'embed.iframe.params': 'Parameters as for the widget: `?n=518&lang=en&theme=dark&controls`.',
  'embed.img.title': '3. Image (no script)',
  'embed.img.text':
    'A fixed diagram as an SVG image; there is one for every number (`svg/0.svg` to `svg/959.svg`). It works everywhere, even in e-mails and PDFs.',
  'embed.img.css': "With this rule in your page's stylesheet the image shrinks on narrow screens:",
  'embed.positionName': 'Chess960 start position no. {n}',
  'embed.csp.title': "Your page's Content-Security-Policy",
  'embed.csp.text':
    "If your page sends a Content-Security-Policy, each way needs only permission for these pages: no `data:` addresses, no `connect-src`, no `unsafe-inline` and nothing in `style-src`. Examples for a policy with `default-src 'self'`:",
  'embed.csp.widget':
    "Widget: the script in `script-src`, plus `'wasm-unsafe-eval'` (the widget computes with WebAssembly; without it, it says so). It loads nothing else.",
  'embed.csp.iframe': 'iframe: these pages in `frame-src` (the page inside the frame brings its own policy).',
  'embed.csp.img': 'Image: these pages in `img-src`.',
  'embed.cms.title': 'WordPress, Joomla and similar',
  'embed.lib.title': 'For developers: the library',
  'embed.lib.text':
    "The rules and the numbering of these pages come as an npm package for your own programs: until it is published on npm, build it from this project with `npm run package` (it writes `build-pkg/chess960-<version>.tgz`) and install that file with `npm install path/to/chess960-<version>.tgz`; once published, `npm install chess960`. Then `import { createChess960 } from 'chess960'` (node, bundlers, browsers, workers; the WebAssembly is inside the package, nothing is fetched). The widget is `chess960/widget` there.",
  'embed.lib.link': "The library's reference and examples",
  'embed.frame.heading': 'Chess960 start position {n}',
  'embed.frame.open': 'Open in Chess960 ↗',
  'embed.frame.game': 'Chess960 game',
  'embed.game.title': '4. Games: the viewer',
  'embed.game.text':
    'A second script shows games: one game or a whole PGN file, to step through with the buttons, the arrow keys, a swipe or a click on a move; with comments, clocks, evaluations and side lines, castling said as what happens. Put the PGN between the tags, in a `<pre class="chess960-pgn">`, so that it stays readable where scripts do not run:',
  'embed.game.demoOne': 'Example: one game',
  'embed.game.file':
    'A file of several games: its address in `src` (a file of your own site; the viewer reads no other site’s files). A chooser lists the games with players, result, round, date and start position; visitors can filter by player.',
  'embed.game.demoFile': 'Example: a file of three games',
  'embed.game.attr.src': 'the address of a PGN file of your site; without it, the text inside the element',
  'embed.game.attr.game': 'the game of the file shown first (`1` is the first)',
  'embed.game.attr.play':
    'the address of a play page (`play.html` of these pages): a link continues the position shown there',
  'embed.game.api.title': 'For scripts',
  'embed.game.api.ready': 'a Promise that settles once the game is shown',
  'embed.game.api.fen': 'the FEN of the position shown',
  'embed.game.api.ply': 'the half-move shown (`0`: the start) and the half-moves of the main line',
  'embed.game.api.gameIndex': 'the game shown (from `0`; set it to show another one) and the number of games',
  'embed.game.api.goTo': 'shows the main line after half-move `ply`',
  'embed.game.api.pgn': 'sets the PGN text from a script (instead of `src` or the text)',
  'embed.game.api.move': 'event on every change of the move shown; `detail` holds `ply`, `fen`, `san` and `gameIndex`',
  'embed.game.size':
    'The viewer takes the width of its place and works from 280 to 1000 pixels; from 600 pixels on, the moves stand beside the board. For a fixed width, add a rule to your page’s stylesheet:',
  'embed.game.csp':
    "Content-Security-Policy: the same as for the widget (these pages in `script-src`, plus `'wasm-unsafe-eval'`). When printed, the board and the moves are shown, the buttons are not.",
  'embed.game.frame.title': 'Games in an iframe',
  'embed.game.frame.text':
    'Without scripts: `embed.html?pgn=` followed by the URL-encoded PGN shows the game in a frame:',
  'embed.game.frame.src':
    'Or `embed.html?src=` with the address of a PGN file on the same site as these pages (here the example file):',
  'embed.game.frame.params':
    'Further parameters: `lang`, `orientation=black`, `game=2`. A missing or unreadable PGN, or a file of another site, is refused inside the frame with the reason.',
  'embed.cms.intro':
    'Many content management systems strip `<script>` and `<iframe>` from the posts of authors. What works where:',
  'embed.cms.wp.title': 'WordPress',
  'embed.cms.wp.text':
    'Install the plugin: Plugins → Add New → Upload Plugin, choose `chess960.zip`, activate. It needs WordPress 6.1 or later. WordPress then writes the elements itself, so Authors and Contributors can use them too. The shortcodes: a start position, a game written between the tags, a PGN file from the media library:',
  'embed.cms.wp.blocks':
    'In the block editor the same comes as the blocks “Chess960 position” and “Chess960 game”, with a preview and the settings in the sidebar.',
  'embed.cms.wp.download': 'Download the WordPress plugin (chess960.zip)',
  'embed.cms.joomla.title': 'Joomla',
  'embed.cms.joomla.text':
    'There is no plugin for Joomla yet: a content plugin would replace `{chess960 n="518"}` and `{chess960_game}…{/chess960_game}` in articles in the same way. Until then, use the image, or an iframe where the editor’s filter allows it.',
  'embed.cms.other.title': 'Other systems',
  'embed.cms.other.text':
    'In site builders and other systems, use a block for your own HTML (“Custom HTML”, “Embed”, “HTML/code”): the widget and the viewer where it allows scripts, else the iframe forms; where neither is allowed, the image.',
};
