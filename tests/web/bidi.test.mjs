// web/shared/bidi.js: a value put into a sentence stays isolated whatever isolate marks it holds
// itself (UAX #9: a pop-directional-isolate closes the innermost open isolate).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balanced, hasHidden, isolate, showHidden } from '../../web/shared/bidi.js';

// Returns the depth of open isolates after each character of text, as UAX #9 pairs them.
function depths(text) {
  let depth = 0;
  return [...text].map((ch) => {
    if (ch >= '\u2066' && ch <= '\u2068') depth++;
    else if (ch === '\u2069' && depth > 0) depth--;
    return depth;
  });
}

test('a value closes exactly the isolate put around it, at its end', () => {
  for (const value of [
    '21 43 65',
    '\u202e21 43 65',
    'a\u2069\u202eb',
    '\u2069\u2069x',
    '\u2067abc',
    '\u2066a\u2069b\u2069\u2068',
  ]) {
    const text = isolate(value);
    const d = depths(text);
    assert.equal(d.at(-1), 0, `isolate(${JSON.stringify(value)}) leaves an isolate open`);
    assert.ok(
      d.slice(0, -1).every((n) => n > 0),
      `isolate(${JSON.stringify(value)}) is closed before its end`,
    );
  }
});

test('balancing keeps what the value says: its letters and its own paired isolates', () => {
  assert.equal(balanced('Anna'), 'Anna');
  assert.equal(balanced('\u2067abc\u2069 d'), '\u2067abc\u2069 d');
  assert.equal(balanced('a\u2069b'), 'ab');
  assert.equal(balanced('\u2068x'), '\u2068x\u2069');
});

test('hidden characters are found and shown as marks', () => {
  assert.equal(hasHidden('21 43 65'), false);
  assert.equal(hasHidden('\u202e21 43 65'), true);
  assert.equal(showHidden('\u202e21\u200b43'), '⟨U+202E⟩21⟨U+200B⟩43');
  assert.equal(showHidden('a b'), 'a b');
});
