// The start language's words written into a page at build time: the pages' sources carry keys only
// (an empty element with data-i18n="key", an attribute data-i18n-label / -title / -placeholder /
// -content naming the key of its aria-label / title / placeholder / content), and the build fills
// them with the German texts, so that the first paint is worded and nothing flashes before the
// translator (web/shared/i18n.js apply) sets the page's language. Used by scripts/build-pages.mjs
// and tests/web/page_words.test.mjs.

// The keyed attributes, each with the attribute it fills (as web/shared/i18n.js apply()).
export const KEYED = {
  'data-i18n-label': 'aria-label',
  'data-i18n-title': 'title',
  'data-i18n-placeholder': 'placeholder',
  'data-i18n-content': 'content',
};

// An element that names the key of its text, with its content: [all, tag, attributes, key, content].
export const KEYED_ELEMENT = /<([a-z][\w-]*)(\s[^>]*?\bdata-i18n="([^"]+)"[^>]*)>([^<]*)<\/\1>/g;
// A start tag with at least one keyed attribute.
const KEYED_TAG = /<[a-z][\w-]*\s[^>]*\bdata-i18n-(?:label|title|placeholder|content)="[^"]+"[^>]*>/g;

// Returns text escaped for HTML (content and attribute values).
function escaped(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Returns the page with every keyed element and attribute filled by say(key); a key say() does not
// know is an error (a page that names a key no catalogue has).
export function wordHtml(html, say, page = 'page') {
  const text = (key) => {
    const found = say(key);
    if (found === undefined) throw new Error(`${page}: no catalogue has the key "${key}"`);
    return escaped(found);
  };
  const filled = html.replace(KEYED_ELEMENT, (all, tag, attributes, key, content) =>
    content.trim() ? all : `<${tag}${attributes}>${text(key)}</${tag}>`,
  );
  return filled.replace(KEYED_TAG, (tag) => {
    let out = tag;
    for (const [keyed, target] of Object.entries(KEYED)) {
      const named = new RegExp(`\\s${keyed}="([^"]+)"`).exec(tag);
      if (!named || new RegExp(`\\s${target}="`).test(tag)) continue;
      out = out.replace(named[0], ` ${target}="${text(named[1])}"${named[0]}`);
    }
    return out;
  });
}
