// Build helper: removes comments and indentation from plain JS files and concatenates them
// (tokens are copied verbatim, so strings, templates and regular expressions stay intact).
// Usage: node strip-js.js OUT IN... ; needs acorn (Debian's, via NODE_PATH like emcc).
'use strict';
const fs = require('node:fs');
const acorn = require('acorn');

const word = /[A-Za-z0-9_$\u0080-\uffff]/;

function strip(src) {
  let out = '';
  let last = 0;
  const tokenizer = acorn.tokenizer(src, { ecmaVersion: 2020, allowHashBang: true });
  for (const tok of tokenizer) {
    const gap = src.slice(last, tok.start);
    const text = src.slice(tok.start, tok.end);
    if (out) {
      // A line break may end a statement (ASI): keep one; otherwise keep a space only where two
      // tokens would run together.
      const prev = out[out.length - 1];
      if (/[\n\u2028\u2029]/.test(gap.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ''))) out += '\n';
      else if (
        gap &&
        ((word.test(prev) && word.test(text[0])) ||
          ('+-/'.includes(prev) && prev === text[0]) ||
          (prev === '/' && text[0] === '*'))
      )
        out += ' ';
    }
    out += text;
    last = tok.end;
  }
  return out + '\n';
}

const [outFile, ...inputs] = process.argv.slice(2);
fs.writeFileSync(outFile, inputs.map((f) => strip(fs.readFileSync(f, 'utf8'))).join(''));
