// What <chess960-game> says about the move shown, from the library's answers alone (the tree of
// game.tree() and the structured move of game.view().lastMove): the move's number and colour,
// its words for a screen reader (a castling said as what happens), both clocks at that move, the
// evaluation as White's share of a bar, and where king and rooks go when castling from the start.
import { evalFigure, words as commentWords } from '../play/comment-commands.js';
import { t } from '../shared/i18n.js';

// Returns the move number and colour of a node, the game's first move being half-move firstPly.
export function moveNumber(firstPly, node) {
  const ply = firstPly + node.ply - 1;
  return { number: Math.floor(ply / 2) + 1, color: ply % 2 ? 'b' : 'w' };
}

// Returns the half-move index of a game's first move from its start view (0: White's first move).
export function firstPlyOf(startView) {
  return (startView.moveNumber - 1) * 2 + (startView.turn === 'b' ? 1 : 0);
}

// Returns the words a screen reader says for the move shown: "12. Black: Nf6", a castling as
// "O-O: king f1 to g1, rook h1 to f1"; at the start, the start position's words.
export function spoken(node, move, firstPly, lang) {
  if (!node || !move) return t('viewer.atStart', null, lang);
  const n = moveNumber(firstPly, node);
  const c = move.castling;
  const san = c
    ? t('viewer.sayCastle', { san: move.san, kf: c.kingFrom, kt: c.kingTo, rf: c.rookFrom, rt: c.rookTo }, lang)
    : move.san;
  const color = t(n.color === 'w' ? 'viewer.white' : 'viewer.black', null, lang);
  return t('viewer.sayMove', { number: n.number, color, san }, lang);
}

// Returns the seconds on each player's clock after node `id` ({ w, b }, null where the PGN gives
// none): each the clock of the latest move of that side on the way from the start.
export function clocksAt(tree, id, firstPly) {
  const clocks = { w: null, b: null };
  for (let node = tree.nodes[id]; node && node.parent !== null; node = tree.nodes[node.parent]) {
    const side = moveNumber(firstPly, node).color;
    if (clocks[side] === null && node.clock !== null) clocks[side] = node.clock;
  }
  return clocks;
}

// Returns White's share of an evaluation bar, 0..1: a mate fills it, centipawns bend towards
// the ends (one pawn ≈ 0.6, four pawns ≈ 0.9).
export function whiteShare(ev) {
  if (ev.mate) return ev.mate > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-ev.cp / 250));
}

// Returns the lines saying where king and rook go in each castling of the side to move at the
// start (view: game.view() there); none for a castling whose right the game began without.
export function castlingLines(view, lang) {
  return view.castling
    .filter((c) => c.rookFrom !== null)
    .map((c) =>
      t(
        c.side === 'h' ? 'viewer.castleH' : 'viewer.castleA',
        { kf: c.kingFrom, kt: c.kingTo, rf: c.rookFrom, rt: c.rookTo },
        lang,
      ),
    );
}

// Returns the ids of the main line: the start, then the first child of each node to the end.
export function mainLine(tree) {
  const ids = [0];
  for (let node = tree.nodes[0]; node.children.length; node = tree.nodes[node.children[0]]) ids.push(node.children[0]);
  return ids;
}

// Returns the words of the move list (components/move-list) in lang: a move's name says its
// number, colour and move.
export function listWords(firstPly, lang) {
  return {
    sideLine: t('viewer.sideLine', null, lang),
    clock: t('viewer.clock', null, lang),
    evalTitle: t('viewer.eval', null, lang),
    label: (node) => {
      const n = moveNumber(firstPly, node);
      const color = t(n.color === 'w' ? 'viewer.white' : 'viewer.black', null, lang);
      return t('viewer.sayMove', { number: n.number, color, san: node.san }, lang);
    },
    comment: commentWords,
    evalText: (ev) => evalFigure(ev, lang),
  };
}
