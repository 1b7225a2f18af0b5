// The widget's words module ('chess960-build:widget-words'): the widget is one script that loads
// nothing, so it carries the tables of its areas (shared, widget) in every language of
// web/shared/languages.js. Written from that list, so that a new language is its line there and
// its tables in web/lang/<code>/, nothing in the widget. scripts/build-lib.mjs serves it to the
// widget's build; the node suites' package names (tests/web/package-names.mjs) to the modules.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WIDGET_AREAS = ['shared', 'widget'];

// Returns the module's source: { area: { code: table } } as its default export; `specifier(file)`
// names a table's file for the importer (a path or a URL).
export async function widgetWordsModule(specifier) {
  const { LANGUAGES } = await import(pathToFileURL(path.join(root, 'web', 'shared', 'languages.js')).href);
  const lines = [];
  const areas = WIDGET_AREAS.map((area) => {
    const entries = LANGUAGES.map((code) => {
      const name = `${area}_${code}`.replace(/\W/g, '_');
      lines.push(
        `import ${name} from ${JSON.stringify(specifier(path.join(root, 'web', 'lang', code, `${area}.js`)))};`,
      );
      return `${JSON.stringify(code)}: ${name}`;
    });
    return `${JSON.stringify(area)}: { ${entries.join(', ')} }`;
  });
  return `${lines.join('\n')}\nexport default { ${areas.join(', ')} };\n`;
}
