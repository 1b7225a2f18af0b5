// The board's piece set: self-drawn vector chess pieces (Staunton-like silhouettes), drawn for
// this project from scratch on a 100 x 100 grid (base line y = 90).
//
// Each symmetric piece is described by the right half of its outline (a "lathe profile", from the
// top centre down to the bottom centre); the left half is the mirror image, so the silhouettes
// stay exactly symmetric. The knight is drawn as a full outline.
//
//   size: 100 (the edge of the drawing grid), types: ['K', 'Q', 'R', 'B', 'N', 'P']
//   get(type) -> { body: [d, …], details: [d, …], dots: [d, …] }
//     body:    closed outlines, filled with the piece colour and outlined
//     details: open strokes drawn on top (collars, slits, mane), in the contrast colour
//     dots:    small shapes filled with the contrast colour (the knight's eye)

// Returns a coordinate rounded to two decimals, as path text.
function fmt(n) {
  return String(Math.round(n * 100) / 100);
}

// Returns the mirror image of an x coordinate about the piece's axis (x = 50).
function mx(x) {
  return 100 - x;
}

// Builds a closed symmetric outline from the right half profile.
// start: [x, y] on the axis (x = 50); segs: ['L', x, y] | ['Q', cx, cy, x, y] |
// ['C', c1x, c1y, c2x, c2y, x, y] | ['A', rx, ry, largeArc, sweep, x, y]; the last segment
// ends on the axis.
function mirrored(start, segs) {
  const out = ['M', fmt(start[0]), fmt(start[1])];
  const points = [start];
  segs.forEach(function (s) {
    out.push(s[0]);
    if (s[0] === 'A') out.push(fmt(s[1]), fmt(s[2]), '0', String(s[3]), String(s[4]), fmt(s[5]), fmt(s[6]));
    else for (let i = 1; i < s.length; i++) out.push(fmt(s[i]));
    points.push([s[s.length - 2], s[s.length - 1]]);
  });
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const p = points[i]; // where this segment started: the reversed one ends there
    if (s[0] === 'L') {
      if (i === segs.length - 1 && s[s.length - 2] === 50 && p[0] === 50) continue;
      out.push('L', fmt(mx(p[0])), fmt(p[1]));
    } else if (s[0] === 'Q') {
      out.push('Q', fmt(mx(s[1])), fmt(s[2]), fmt(mx(p[0])), fmt(p[1]));
    } else if (s[0] === 'C') {
      out.push('C', fmt(mx(s[3])), fmt(s[4]), fmt(mx(s[1])), fmt(s[2]), fmt(mx(p[0])), fmt(p[1]));
    } else if (s[0] === 'A') {
      // Mirroring flips the sweep and so does reversing: the flag stays.
      out.push('A', fmt(s[1]), fmt(s[2]), '0', String(s[3]), String(s[4]), fmt(mx(p[0])), fmt(p[1]));
    }
  }
  out.push('Z');
  return out.join(' ');
}

// Returns the path of a circle (two arcs).
function circle(cx, cy, r) {
  return (
    'M ' +
    fmt(cx - r) +
    ' ' +
    fmt(cy) +
    ' A ' +
    fmt(r) +
    ' ' +
    fmt(r) +
    ' 0 1 1 ' +
    fmt(cx + r) +
    ' ' +
    fmt(cy) +
    ' A ' +
    fmt(r) +
    ' ' +
    fmt(r) +
    ' 0 1 1 ' +
    fmt(cx - r) +
    ' ' +
    fmt(cy) +
    ' Z'
  );
}

// The shared two-step pedestal, right half, from the foot of the stem (x, y) to the axis.
function pedestal(x, y, half) {
  const h = half || 27;
  return [
    ['C', x + 1, y + 3, x + 4, y + 5, h - 3 + 50, y + 6],
    ['Q', h + 50, y + 6.5, h + 50, y + 9],
    ['L', h + 50, 87],
    ['Q', h + 50, 90, h - 3 + 50, 90],
    ['L', 50, 90],
  ];
}

const P = {
  body: [
    mirrored(
      [50, 21],
      [
        ['A', 11.5, 11.5, 0, 1, 58, 41],
        ['L', 62.5, 42],
        ['Q', 65.5, 44, 62.5, 46.5],
        ['L', 58.5, 47.5],
        ['C', 59, 58, 62, 66, 67, 72],
      ].concat(pedestal(67, 72, 24)),
    ),
  ],
  details: ['M 41 47 L 59 47'],
};

const R = {
  body: [
    mirrored(
      [50, 17],
      [
        ['L', 56, 17],
        ['L', 56, 25],
        ['L', 62.5, 25],
        ['L', 62.5, 17],
        ['L', 73, 17],
        ['L', 73, 31],
        ['L', 66, 37],
        ['L', 66, 64],
        ['L', 72, 70],
        ['L', 72, 75],
      ].concat(pedestal(72, 75, 27).slice(1)),
    ),
  ],
  details: ['M 34 37 L 66 37', 'M 34 64 L 66 64', 'M 29 75 L 71 75'],
};

const B = {
  body: [
    circle(50, 14.5, 5),
    mirrored(
      [50, 19.5],
      [
        ['C', 60, 25, 67, 35, 65, 45],
        ['C', 64, 50, 61, 53, 58, 55],
        ['L', 63, 56.5],
        ['Q', 66, 59, 63, 61.5],
        ['L', 58, 62.5],
        ['C', 58.5, 68, 61, 72, 67, 74],
      ].concat(pedestal(67, 74, 27)),
    ),
  ],
  details: ['M 56.5 31 L 46.5 43', 'M 42 55 L 58 55', 'M 42 62.5 L 58 62.5'],
};

const Q = {
  body: [
    circle(50, 17, 4),
    circle(63.5, 20, 4),
    circle(36.5, 20, 4),
    circle(76, 25, 4),
    circle(24, 25, 4),
    mirrored(
      [50, 21],
      [
        ['L', 56, 40],
        ['L', 63.5, 24],
        ['L', 66, 42],
        ['L', 76, 29],
        ['L', 67, 55],
        ['L', 67.5, 56],
        ['Q', 69, 59.5, 65.5, 61.5],
        ['L', 59, 62.5],
        ['C', 59.5, 68, 62, 72, 67, 74],
      ].concat(pedestal(67, 74, 27)),
    ),
  ],
  details: ['M 33 55 L 67 55', 'M 41 62.5 L 59 62.5'],
};

const K = {
  body: [
    mirrored(
      [50, 5],
      [
        ['L', 52.5, 5],
        ['L', 52.5, 10],
        ['L', 57.5, 10],
        ['L', 57.5, 15],
        ['L', 52.5, 15],
        ['L', 52.5, 22],
        ['C', 62, 22, 72, 24, 73, 30],
        ['C', 74, 35, 71, 39, 69, 43],
        ['L', 66, 55],
        ['L', 67.5, 56],
        ['Q', 69, 59.5, 65.5, 61.5],
        ['L', 59, 62.5],
        ['C', 59.5, 68, 62, 72, 67, 74],
      ].concat(pedestal(67, 74, 27)),
    ),
  ],
  details: ['M 34 55 L 66 55', 'M 41 62.5 L 59 62.5', 'M 30.5 40 Q 50 33 69.5 40'],
};

// Knight: a horse's head facing the a-file, drawn as one outline.
const N = {
  body: [
    [
      'M 25 90',
      'L 75 90',
      'Q 78 90 78 87',
      'L 78 83',
      'Q 78 80.5 74 80',
      'C 75 64 78 46 72 32',
      'C 68 23 61 18 54 17',
      'L 51 8',
      'L 45 17.5',
      'C 38 20 31 26 27 33',
      'L 18.5 47',
      'C 16.5 51 18.5 55.5 23 55.5',
      'C 27 55.5 30 54 33 51.5',
      'C 36 49.5 40 48.5 44.5 47.5',
      'C 40 55 34 62 33 72',
      'L 32.5 80',
      'Q 22 80.5 22 83',
      'L 22 87',
      'Q 22 90 25 90',
      'Z',
    ].join(' '),
  ],
  dots: [circle(39.5, 30.5, 2.8)],
  details: ['M 61 23 C 68 32 70 46 68.5 62', 'M 24.5 47 L 27.5 49', 'M 29 79.5 L 71 79.5'],
};

const PIECES = { K, Q, R, B, N, P };

// The edge of the drawing grid, and the piece types drawn.
export const size = 100;
export const types = ['K', 'Q', 'R', 'B', 'N', 'P'];

// Returns the drawing of a piece type (K, Q, R, B, N, P; either case), or null.
export function get(type) {
  const p = PIECES[String(type).toUpperCase()];
  if (!p) return null;
  return { body: p.body.slice(), details: p.details.slice(), dots: (p.dots || []).slice() };
}
