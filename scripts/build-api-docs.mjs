// Writes the library's reference into the site (dist/docs/api/ by default): TypeDoc over the
// package's declarations (package/typedoc.json), with the package README, the examples and the
// CHANGELOG as pages. The one inline script TypeDoc writes into each page (it sets the theme) is
// moved into a file of its own, and the empty <style> element its main.js adds for the member
// filters (turned off in typedoc.json) is left out of the page, so the pages run under the
// site's `script-src 'self'; style-src 'self'` without a violation. For axe-core: the content is
// the page's <main> and the sidebar an <aside> (landmark-one-main, region), no permalink or
// navigation link stands inside a <summary> (nested-interactive), and every page links back to
// the site and its embed guide.
//   node scripts/build-api-docs.mjs [out-dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application } from 'typedoc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(root, process.argv[2] || 'dist/docs/api');
const THEME_SCRIPT = 'c960-theme.js';

// Returns every .html file under `dir`.
function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

// Moves each page's inline script into assets/c960-theme.js (the same text in every page).
function moveInlineScripts(dir) {
  let inline = null;
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(file, 'utf8');
    const found = html.match(/<script>([^<]*)<\/script>/);
    if (!found) continue;
    if (inline !== null && inline !== found[1]) throw new Error(`${file}: another inline script than the others`);
    inline = found[1];
    const assets = (html.match(/src="((?:\.\.\/)*)assets\/main\.js"/) || [])[1];
    if (assets === undefined) throw new Error(`${file}: no assets/main.js to find the assets by`);
    fs.writeFileSync(file, html.replace(found[0], `<script src="${assets}assets/${THEME_SCRIPT}"></script>`));
  }
  if (inline === null) throw new Error('TypeDoc wrote no inline script: check that the theme still loads');
  fs.writeFileSync(path.join(dir, 'assets', THEME_SCRIPT), `${inline}\n`);
}

// Keeps the filters' <style> element of assets/main.js out of the document (it stays empty
// without filters, but an inline <style> is itself a violation of `style-src 'self'`).
function detachFilterStyle(dir) {
  const file = path.join(dir, 'assets', 'main.js');
  const code = fs.readFileSync(file, 'utf8');
  const added = 'document.head.appendChild(document.createElement("style"))';
  if (code.split(added).length !== 2)
    throw new Error(`assets/main.js: "${added}" not found once: check TypeDoc's output`);
  fs.writeFileSync(file, code.replace(added, 'document.createElement("style")'));
}

// Returns `html` with the element that begins with `open` (a <div …>) made a `name` element, its
// matching </div> too.
function renameDiv(html, open, name) {
  const at = html.indexOf(open);
  if (at < 0 || html.indexOf(open, at + 1) >= 0) throw new Error(`"${open}" not found once: check TypeDoc's output`);
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = at + open.length;
  for (let depth = 1, m; (m = tags.exec(html));) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0)
      return (
        html.slice(0, at) + `<${name}` + html.slice(at + 4, m.index) + `</${name}>` + html.slice(m.index + m[0].length)
      );
  }
  throw new Error(`"${open}" is not closed`);
}

// The links back to the site, put first in every page's toolbar (relative to docs/api/).
const SITE_LINKS = [
  ['../../index.html', 'Chess960 site'],
  ['../../embed-docs.html', 'Embed guide'],
];

// Makes each page's landmarks and summaries pass axe-core and adds the links back to the site.
function makeAccessible(dir) {
  for (const file of htmlFiles(dir)) {
    let html = fs.readFileSync(file, 'utf8');
    const up = path
      .relative(path.dirname(file), dir)
      .split(path.sep)
      .filter(Boolean)
      .map(() => '../')
      .join('');
    html = renameDiv(html, '<div class="col-content">', 'main');
    html = renameDiv(html, '<div class="col-sidebar">', 'aside');
    // a heading's permalink inside a <summary>: the heading keeps its id, the link goes
    html = html.replace(/<summary\b[^>]*>[\s\S]*?<\/summary>/g, (summary) =>
      summary.replace(/<a href="#[^"]*" aria-label="Permalink" class="tsd-anchor-icon">[\s\S]*?<\/a>/g, ''),
    );
    // no heading more than one level below the one before it (heading-order: TypeDoc writes
    // "Parameters" as <h4> right after the page's <h1>)
    let level = 0;
    html = html.replace(/<h([1-6])(>|\s[^>]*>)([\s\S]*?)<\/h\1>/g, (heading, written, rest, inner) => {
      level = Math.min(Number(written), level + 1);
      return `<h${level}${rest}${inner}</h${level}>`;
    });
    const links = SITE_LINKS.map(([href, text]) => `<a href="${up}${href}" class="c960-site-link">${text}</a>`);
    const toolbar = '<div class="tsd-toolbar-contents container">';
    if (html.split(toolbar).length !== 2) throw new Error(`${file}: "${toolbar}" not found once`);
    html = html.replace(toolbar, `${toolbar}<nav class="c960-site-links" aria-label="Site">${links.join('')}</nav>`);
    fs.writeFileSync(file, html);
  }
}

// Makes the sidebar's navigation tree (built by assets/main.js) put no link inside a <summary>:
// an entry with children is its link, then its list, always shown (nested-interactive).
function flattenNavigation(dir) {
  const file = path.join(dir, 'assets', 'main.js');
  const code = fs.readFileSync(file, 'utf8');
  const tree =
    /s=r\.appendChild\(document\.createElement\("details"\)\);s\.className=t\.class\?`\$\{t\.class\} tsd-accordion`:"tsd-accordion";let o=s\.appendChild\(document\.createElement\("summary"\)\);o\.className="tsd-accordion-summary",o\.dataset\.key=i\.join\("\$"\),o\.innerHTML='<svg width="20" height="20"><use href="#icon-chevronDown"><\/use><\/svg>',De\(t,o\);/;
  if (!tree.test(code))
    throw new Error("assets/main.js: the navigation tree's <summary> not found: check TypeDoc's output");
  fs.writeFileSync(
    file,
    code.replace(
      tree,
      's=r.appendChild(document.createElement("div"));s.className=t.class?`${t.class} c960-nav-parent`:"c960-nav-parent";let o=s.appendChild(document.createElement("div"));o.className="c960-nav-entry",De(t,o);',
    ),
  );
}

const app = await Application.bootstrapWithPlugins({ options: path.join(root, 'package', 'typedoc.json') });
const project = await app.convert();
if (!project || app.logger.hasErrors() || app.logger.hasWarnings()) {
  console.error('build-api-docs: TypeDoc reported problems (see above)');
  process.exit(1);
}
fs.rmSync(out, { recursive: true, force: true });
await app.generateDocs(project, out);
moveInlineScripts(out);
detachFilterStyle(out);
makeAccessible(out);
flattenNavigation(out);
console.log(`build-api-docs: ${htmlFiles(out).length} pages in ${path.relative(root, out)}`);
