// @ts-nocheck
// The notes editor of the move shown (below the move list): its comment after the move (at the
// start: the game's comment), the comment before a side line's first move, the move's evaluation
// and clock ([%eval] and [%clk] of its comment, as fields: comment-commands.js; other commands
// are kept as they are), its move and position assessment (NAGs; others it has are kept), and its
// line: one place up, the main line, deleted from there (asked first). Enter or the button saves, Escape cancels; the focus goes back to the
// button that opened it. Changes the game only through the page's game (game-session.js).
//
//   setUp(game)   binds the editor to the page and the page's game
import { byId, el } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import * as commands from './comment-commands.js';
import * as dialogs from './dialogs.js';
import { onMainLine } from './lines.js';
import { clockText, nagGlyph } from '../components/move-list/move-list.js';
import { isolate } from '../shared/bidi.js';
import * as record from './record.js';
import './words.js';

const MOVE_NAGS = [1, 2, 3, 4, 5, 6];
const POSITION_NAGS = [10, 13, 14, 15, 16, 17, 18, 19];
const t = i18n.t;
/**
 * @import { GameSession } from './game-session.js'
 */

/** @type {GameSession} */
let game = /** @type {any} */ (null);
let nodeId = null; // the node being edited, null while closed
let shownFields = null; // the values the fields were filled with: { eval, clk }

// Returns true while the editor is open.
function isOpen() {
  return nodeId !== null;
}

// Fills a NAG choice with "none" and the NAGs of a list, choosing the node's one of them.
function fillChoice(select, list, nags) {
  const chosen = nags.filter((n) => list.indexOf(n) >= 0)[0];
  select.textContent = '';
  select.append(el('option', { value: '' }, t('play.notes.none')));
  list.forEach((n) => select.append(el('option', { value: n }, nagGlyph(n) + ' ' + t('play.nag.' + n))));
  select.value = chosen === undefined ? '' : String(chosen);
}

// Returns the move's name for the title: "12… Nf6".
function moveName(node) {
  const view = game.snapshot();
  const first = (view.moveNumber - 1) * 2 + (view.turn === 'b' ? 1 : 0) - view.moves.length;
  const n = record.moveNumber(first + node.ply - 1);
  return n.number + (n.color === 'w' ? '.' : '…') + ' ' + node.san;
}

// Writes the title and the words of the choices for the node edited.
function label(node, nags) {
  byId('notes-title').textContent = node.id
    ? t('play.notes.title', { move: moveName(node) })
    : t('play.notes.titleGame');
  byId('notes-comment-label').textContent = t(node.id ? 'play.notes.comment' : 'play.notes.gameComment');
  fillChoice(byId('notes-move-nag'), MOVE_NAGS, nags);
  fillChoice(byId('notes-position-nag'), POSITION_NAGS, nags);
}

// Shows the editor filled with the notes of the move shown.
function fill() {
  const tree = game.tree();
  const node = game.shownNode();
  const parent = node.id ? tree.nodes[node.parent] : null;
  const startsSideLine = !!parent && parent.children[0] !== node.id;
  nodeId = node.id;
  label(node, node.nags);
  shownFields = {
    eval: node.eval === null ? '' : commands.evalValue(node.eval),
    clk: node.clock === null ? '' : clockText(node.clock),
  };
  byId('notes-comment').value = commands.words(node.comment);
  byId('notes-before').value = commands.words(node.commentBefore);
  byId('notes-eval').value = shownFields.eval;
  byId('notes-clock').value = shownFields.clk;
  byId('notes-before-field').hidden = !startsSideLine;
  byId('notes-nags').hidden = !node.id;
  byId('notes-commands').hidden = !node.id;
  byId('notes-promote').disabled = !node.id || onMainLine(tree, node.id);
  byId('notes-main').disabled = !node.id || onMainLine(tree, node.id);
  byId('notes-delete').disabled = !node.id;
  byId('notes-error').textContent = '';
  byId('notes-form').hidden = false;
  byId('notes-open').setAttribute('aria-expanded', 'true');
}

// Opens the editor for the move shown and focuses its comment.
function open() {
  fill();
  byId('notes-comment').focus();
}

// Closes the editor; the focus goes back to its button when it was inside.
function close() {
  const inside = byId('notes-form').contains(document.activeElement);
  nodeId = null;
  byId('notes-form').hidden = true;
  byId('notes-open').setAttribute('aria-expanded', 'false');
  if (inside) byId('notes-open').focus();
}

// Returns the NAGs to save: the node's others, then the two chosen.
function chosenNags(node) {
  const keep = node.nags.filter((n) => MOVE_NAGS.indexOf(n) < 0 && POSITION_NAGS.indexOf(n) < 0);
  const picks = [byId('notes-move-nag').value, byId('notes-position-nag').value].filter(Boolean).map(Number);
  return picks.concat(keep);
}

// Shows the core's answer to an edit: closes on success, else says why.
function done(err) {
  if (!err) return close();
  byId('notes-error').textContent = i18n.error(err);
}

// Returns the fields' commands that changed ({ eval: value | '' }), or { error } for a value the
// core does not read (the field focused).
function changedFields() {
  const changes = {};
  for (const [name, id] of [
    ['eval', 'notes-eval'],
    ['clk', 'notes-clock'],
  ]) {
    const value = byId(id)
      .value.trim()
      .replace(/\u2212/g, '-');
    if (value === shownFields[name]) continue;
    if (value && !commands.readable(game.api, name, value)) {
      byId(id).focus();
      return { error: t(name === 'eval' ? 'play.notes.badEval' : 'play.notes.badClock', { value: isolate(value) }) };
    }
    changes[name] = value;
  }
  return changes;
}

// Saves the notes of the form into the node edited.
function save(ev) {
  ev.preventDefault();
  const node = game.tree().nodes[nodeId];
  if (!node) return close();
  const changes = node.id ? changedFields() : {};
  if (changes.error) {
    byId('notes-error').textContent = changes.error;
    return;
  }
  const notes = { comment: commands.compose(node.comment, byId('notes-comment').value, changes) };
  if (node.id) notes.nags = chosenNags(node);
  if (!byId('notes-before-field').hidden)
    notes.before = commands.compose(node.commentBefore, byId('notes-before').value, {});
  done(game.editNode(node.id, notes));
}

// Returns how many half-moves follow a node in all its lines.
function after(tree, id) {
  return tree.nodes[id].children.reduce((sum, child) => sum + 1 + after(tree, child), 0);
}

// Deletes the node edited and what follows it, after asking.
function remove() {
  const tree = game.tree();
  const node = tree.nodes[nodeId];
  if (!node) return close();
  dialogs
    .choose({
      title: ['play.notes.deleteTitle'],
      text: ['play.notes.deleteText', { move: moveName(node), count: after(tree, node.id) }],
      choices: [
        { label: ['play.notes.deleteNo'], value: false },
        { label: ['play.notes.deleteYes'], value: true, primary: true },
      ],
    })
    .then((yes) => yes && done(game.deleteLine(node.id)));
}

// Moves the line of the node edited up one place or to the main line.
function promote(toMain) {
  const err = game.promote(nodeId, toMain);
  if (err) return done(err);
  fill();
}

// Saves on Enter (Shift+Enter: a new line), cancels on Escape.
function onKey(ev) {
  if (ev.key === 'Escape') {
    ev.preventDefault();
    close();
  } else if (ev.key === 'Enter' && !ev.shiftKey && ev.target.tagName === 'TEXTAREA') {
    save(ev);
  }
}

// Binds the editor to the page.
/** @param {GameSession} session the page's game */
export function setUp(session) {
  game = session;
  byId('notes-open').addEventListener('click', () => (isOpen() ? close() : open()));
  byId('notes-cancel').addEventListener('click', close);
  byId('notes-form').addEventListener('submit', save);
  byId('notes-form').addEventListener('keydown', onKey);
  byId('notes-delete').addEventListener('click', remove);
  byId('notes-promote').addEventListener('click', () => promote(false));
  byId('notes-main').addEventListener('click', () => promote(true));
  game.on('change', function () {
    if (isOpen() && game.shownNode().id !== nodeId) fill();
  });
  i18n.onChange(function () {
    const node = isOpen() && game.tree().nodes[nodeId];
    if (node) label(node, chosenNags(node));
  });
}
