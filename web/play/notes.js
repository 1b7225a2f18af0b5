// @ts-nocheck
// The notes editor of the move shown (below the move list): its comment after the move (at the
// start: the game's comment), the comment before a side line's first move, the move's evaluation
// and clock ([%eval] and [%clk] of its comment, as fields: comment-commands.js; other commands
// are kept as they are), its move and position assessment (NAGs; others it has are kept), and its
// line: one place up, the main line, deleted from there (asked first). Enter or the button saves, Escape cancels; the focus goes back to the
// button that opened it. Changes the game only through the page's game (game-session.js). One
// editor per page, made by main.js.
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

// Fills a NAG choice with "none" and the NAGs of a list, choosing the node's one of them.
function fillChoice(select, list, nags) {
  const chosen = nags.filter((n) => list.indexOf(n) >= 0)[0];
  select.textContent = '';
  select.append(el('option', { value: '' }, t('play.notes.none')));
  list.forEach((n) => select.append(el('option', { value: n }, nagGlyph(n) + ' ' + t('play.nag.' + n))));
  select.value = chosen === undefined ? '' : String(chosen);
}

// Returns the NAGs to save: the node's others, then the two chosen.
function chosenNags(node) {
  const keep = node.nags.filter((n) => MOVE_NAGS.indexOf(n) < 0 && POSITION_NAGS.indexOf(n) < 0);
  const picks = [byId('notes-move-nag').value, byId('notes-position-nag').value].filter(Boolean).map(Number);
  return picks.concat(keep);
}

// Returns how many half-moves follow a node in all its lines.
function after(tree, id) {
  return tree.nodes[id].children.reduce((sum, child) => sum + 1 + after(tree, child), 0);
}

/** The notes editor of one page; see the header. */
export class NotesEditor {
  /** @param {GameSession} game the page's game */
  constructor(game) {
    this.game = game;
    this.nodeId = null; // the node being edited, null while closed
    this.shownFields = null; // the values the fields were filled with: { eval, clk }
  }

  // Returns true while the editor is open.
  isOpen() {
    return this.nodeId !== null;
  }

  // Returns the move's name for the title: "12… Nf6".
  moveName(node) {
    const view = this.game.snapshot();
    const first = (view.moveNumber - 1) * 2 + (view.turn === 'b' ? 1 : 0) - view.moves.length;
    const n = record.moveNumber(first + node.ply - 1);
    return n.number + (n.color === 'w' ? '.' : '…') + ' ' + node.san;
  }

  // Writes the title and the words of the choices for the node edited.
  label(node, nags) {
    byId('notes-title').textContent = node.id
      ? t('play.notes.title', { move: this.moveName(node) })
      : t('play.notes.titleGame');
    byId('notes-comment-label').textContent = t(node.id ? 'play.notes.comment' : 'play.notes.gameComment');
    fillChoice(byId('notes-move-nag'), MOVE_NAGS, nags);
    fillChoice(byId('notes-position-nag'), POSITION_NAGS, nags);
  }

  // Shows the editor filled with the notes of the move shown.
  fill() {
    const tree = this.game.tree();
    const node = this.game.shownNode();
    const parent = node.id ? tree.nodes[node.parent] : null;
    const startsSideLine = !!parent && parent.children[0] !== node.id;
    this.nodeId = node.id;
    this.label(node, node.nags);
    this.shownFields = {
      eval: node.eval === null ? '' : commands.evalValue(node.eval),
      clk: node.clock === null ? '' : clockText(node.clock),
    };
    byId('notes-comment').value = commands.words(node.comment);
    byId('notes-before').value = commands.words(node.commentBefore);
    byId('notes-eval').value = this.shownFields.eval;
    byId('notes-clock').value = this.shownFields.clk;
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
  open() {
    this.fill();
    byId('notes-comment').focus();
  }

  // Closes the editor; the focus goes back to its button when it was inside.
  close() {
    const inside = byId('notes-form').contains(document.activeElement);
    this.nodeId = null;
    byId('notes-form').hidden = true;
    byId('notes-open').setAttribute('aria-expanded', 'false');
    if (inside) byId('notes-open').focus();
  }

  // Shows the core's answer to an edit: closes on success, else says why.
  done(err) {
    if (!err) return this.close();
    byId('notes-error').textContent = i18n.error(err);
  }

  // Returns the fields' commands that changed ({ eval: value | '' }), or { error } for a value the
  // core does not read (the field focused).
  changedFields() {
    const changes = {};
    for (const [name, id] of [
      ['eval', 'notes-eval'],
      ['clk', 'notes-clock'],
    ]) {
      const value = byId(id)
        .value.trim()
        .replace(/\u2212/g, '-');
      if (value === this.shownFields[name]) continue;
      if (value && !commands.readable(this.game.api, name, value)) {
        byId(id).focus();
        return { error: t(name === 'eval' ? 'play.notes.badEval' : 'play.notes.badClock', { value: isolate(value) }) };
      }
      changes[name] = value;
    }
    return changes;
  }

  // Saves the notes of the form into the node edited.
  save(ev) {
    ev.preventDefault();
    const node = this.game.tree().nodes[this.nodeId];
    if (!node) return this.close();
    const changes = node.id ? this.changedFields() : {};
    if (changes.error) {
      byId('notes-error').textContent = changes.error;
      return;
    }
    const notes = { comment: commands.compose(node.comment, byId('notes-comment').value, changes) };
    if (node.id) notes.nags = chosenNags(node);
    if (!byId('notes-before-field').hidden)
      notes.before = commands.compose(node.commentBefore, byId('notes-before').value, {});
    this.done(this.game.editNode(node.id, notes));
  }

  // Deletes the node edited and what follows it, after asking.
  remove() {
    const tree = this.game.tree();
    const node = tree.nodes[this.nodeId];
    if (!node) return this.close();
    dialogs
      .choose({
        title: ['play.notes.deleteTitle'],
        text: ['play.notes.deleteText', { move: this.moveName(node), count: after(tree, node.id) }],
        choices: [
          { label: ['play.notes.deleteNo'], value: false },
          { label: ['play.notes.deleteYes'], value: true, primary: true },
        ],
      })
      .then((yes) => yes && this.done(this.game.deleteLine(node.id)));
  }

  // Moves the line of the node edited up one place or to the main line.
  promote(toMain) {
    const err = this.game.promote(this.nodeId, toMain);
    if (err) return this.done(err);
    this.fill();
  }

  // Saves on Enter (Shift+Enter: a new line), cancels on Escape.
  onKey(ev) {
    if (ev.key === 'Escape') {
      ev.preventDefault();
      this.close();
    } else if (ev.key === 'Enter' && !ev.shiftKey && ev.target.tagName === 'TEXTAREA') {
      this.save(ev);
    }
  }

  // Binds the editor to the page.
  setUp() {
    const game = this.game;
    byId('notes-open').addEventListener('click', () => (this.isOpen() ? this.close() : this.open()));
    byId('notes-cancel').addEventListener('click', () => this.close());
    byId('notes-form').addEventListener('submit', (ev) => this.save(ev));
    byId('notes-form').addEventListener('keydown', (ev) => this.onKey(ev));
    byId('notes-delete').addEventListener('click', () => this.remove());
    byId('notes-promote').addEventListener('click', () => this.promote(false));
    byId('notes-main').addEventListener('click', () => this.promote(true));
    game.on('change', () => {
      if (this.isOpen() && game.shownNode().id !== this.nodeId) this.fill();
    });
    i18n.onChange(() => {
      const node = this.isOpen() && game.tree().nodes[this.nodeId];
      if (node) this.label(node, chosenNags(node));
    });
  }
}
