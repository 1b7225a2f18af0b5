// Values put into a sentence — a name, a public value, text the user typed — are isolated, so that
// a right-to-left override or a name in Arabic or Hebrew inside them cannot reorder the sentence
// around them (Unicode's bidirectional algorithm, UAX #9: first-strong isolate … pop isolate).
// Where the value itself must be read exactly (the public value on the verify page), its invisible
// and direction characters are also shown as visible marks.

const FSI = '\u2068';
const PDI = '\u2069';

// Invisible or direction-changing characters: C0/C1 controls, soft hyphen, Arabic letter mark,
// zero-width and direction marks, embeddings and overrides, word joiner and invisible operators,
// isolates, the byte order mark.
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

const OPENS = /[\u2066-\u2068]/; // LRI, RLI, FSI

// Returns the value with its own isolates balanced: a closer (U+2069) that closes nothing the value
// opened is dropped — it would end the isolation around the value and let an override after it turn
// the rest of the sentence round — and an isolate it leaves open is closed at its end.
export function balanced(value) {
  let open = 0;
  let out = '';
  for (const ch of String(value)) {
    if (OPENS.test(ch)) open++;
    else if (ch === PDI) {
      if (!open) continue;
      open--;
    }
    out += ch;
  }
  return out + PDI.repeat(open);
}

// Returns the value as text isolated from the sentence it is put into.
export function isolate(value) {
  return FSI + balanced(value) + PDI;
}

// Returns true when the text holds an invisible or direction-changing character.
export function hasHidden(text) {
  HIDDEN.lastIndex = 0;
  return HIDDEN.test(String(text));
}

// Returns the text with each invisible or direction-changing character written as a visible mark
// "⟨U+202E⟩" (a space stays a space), so that two values that look alike read differently.
export function showHidden(text) {
  return String(text).replace(
    HIDDEN,
    (ch) => '⟨U+' + ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0') + '⟩',
  );
}
