// Writes the library's reference into the site (dist/docs/api/ by default): TypeDoc over the
// package's declarations (package/typedoc.json), with the package README, the examples and the
// CHANGELOG as pages. The one inline script TypeDoc writes into each page (it sets the theme) is
// moved into a file of its own, and the empty <style> element its main.js adds for the member
// filters (turned off in typedoc.json) is left out of the page, so the pages run under the
// site's `script-src 'self'; style-src 'self'` without a violation.
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
console.log(`build-api-docs: ${htmlFiles(out).length} pages in ${path.relative(root, out)}`);
