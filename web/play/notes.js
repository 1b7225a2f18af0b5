// @ts-check
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
 * @import { GameSnapshot } from './game-types.js'
 * @import { Questions } from './dialogs.js'
 * @import { GameTree, TreeNode } from '../../package/types/index.js'
 * @typedef {{ eval: string, clk: string }} Fields what the evaluation and clock fields were filled with
 */
// Returns a field of the editor (play.html has each one).
const part = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));

// Fills a NAG choice with "none" and the NAGs of a list, choosing the node's one of them.
/** @param {HTMLSelectElement | HTMLInputElement} select @param {number[]} list @param {number[]} nags */
function fillChoice(select, list, nags) {
  const chosen = nags.filter((n) => list.indexOf(n) >= 0)[0];
  select.textContent = '';
  select.append(el('option', { value: '' }, t('play.notes.none')));
  list.forEach((n) => select.append(el('option', { value: n }, nagGlyph(n) + ' ' + t('play.nag.' + n))));
  select.value = chosen === undefined ? '' : String(chosen);
}

// Returns the NAGs to save: the node's others, then the two chosen.
/** @param {TreeNode} node @returns {number[]} */
function chosenNags(node) {
  const keep = node.nags.filter((n) => MOVE_NAGS.indexOf(n) < 0 && POSITION_NAGS.indexOf(n) < 0);
  const picks = [part('notes-move-nag').value, part('notes-position-nag').value].filter(Boolean).map(Number);
  return picks.concat(keep);
}

// Returns how many half-moves follow a node in all its lines.
/** @param {GameTree} tree @param {number} id @returns {number} */
function after(tree, id) {
  const node = /** @type {TreeNode} */ (tree.nodes[id]);
  return node.children.reduce((sum, child) => sum + 1 + after(tree, child), 0);
}

/** The notes editor of one page; see the header. */
export class NotesEditor {
  /**
   * @param {GameSession} game the page's game
   * @param {Questions} questions asks before a line is deleted
   */
  constructor(game, questions) {
    this.game = game;
    this.questions = questions;
    /** @type {number | null} the node being edited, null while closed */
    this.nodeId = null;
    /** @type {Fields} the values the fields were filled with */
    this.shownFields = { eval: '', clk: '' };
  }

  // Returns true while the editor is open.
  isOpen() {
    return this.nodeId !== null;
  }

  // Returns the move's name for the title: "12… Nf6".
  /** @param {TreeNode} node */
  moveName(node) {
    const view = /** @type {GameSnapshot} a game is open while the editor is */ (this.game.snapshot());
    const first = (view.moveNumber - 1) * 2 + (view.turn === 'b' ? 1 : 0) - view.moves.length;
    const n = record.moveNumber(first + node.ply - 1);
    return n.number + (n.color === 'w' ? '.' : '…') + ' ' + node.san;
  }

  // Writes the title and the words of the choices for the node edited.
  /** @param {TreeNode} node @param {number[]} nags */
  label(node, nags) {
    part('notes-title').textContent = node.id
      ? t('play.notes.title', { move: this.moveName(node) })
      : t('play.notes.titleGame');
    part('notes-comment-label').textContent = t(node.id ? 'play.notes.comment' : 'play.notes.gameComment');
    fillChoice(part('notes-move-nag'), MOVE_NAGS, nags);
    fillChoice(part('notes-position-nag'), POSITION_NAGS, nags);
  }

  // Shows the editor filled with the notes of the move shown.
  fill() {
    const tree = this.game.tree();
    const node = this.game.shownNode();
    const parent = node.parent !== null ? tree.nodes[node.parent] : null;
    const startsSideLine = !!parent && parent.children[0] !== node.id;
    this.nodeId = node.id;
    this.label(node, node.nags);
    this.shownFields = {
      eval: node.eval === null ? '' : commands.evalValue(node.eval),
      clk: node.clock === null ? '' : clockText(node.clock),
    };
    part('notes-comment').value = commands.words(node.comment);
    part('notes-before').value = commands.words(node.commentBefore);
    part('notes-eval').value = this.shownFields.eval;
    part('notes-clock').value = this.shownFields.clk;
    part('notes-before-field').hidden = !startsSideLine;
    part('notes-nags').hidden = !node.id;
    part('notes-commands').hidden = !node.id;
    part('notes-promote').disabled = !node.id || onMainLine(tree, node.id);
    part('notes-main').disabled = !node.id || onMainLine(tree, node.id);
    part('notes-delete').disabled = !node.id;
    part('notes-error').textContent = '';
    part('notes-form').hidden = false;
    part('notes-open').setAttribute('aria-expanded', 'true');
  }

  // Opens the editor for the move shown and focuses its comment.
  open() {
    this.fill();
    part('notes-comment').focus();
  }

  // Closes the editor; the focus goes back to its button when it was inside.
  close() {
    const inside = part('notes-form').contains(document.activeElement);
    this.nodeId = null;
    part('notes-form').hidden = true;
    part('notes-open').setAttribute('aria-expanded', 'false');
    if (inside) part('notes-open').focus();
  }

  // Shows the core's answer to an edit: closes on success, else says why.
  /** @param {Error | null} err */
  done(err) {
    if (!err) return this.close();
    part('notes-error').textContent = i18n.error(err);
  }

  // Returns the fields' commands that changed ({ eval: value | '' }), or { error } for a value the
  // core does not read (the field focused).
  /** @returns {{ eval?: string, clk?: string, error?: string }} */
  changedFields() {
    /** @type {{ eval?: string, clk?: string, error?: string }} */
    const changes = {};
    for (const [name, id] of /** @type {['eval' | 'clk', string][]} */ ([
      ['eval', 'notes-eval'],
      ['clk', 'notes-clock'],
    ])) {
      const value = part(id)
        .value.trim()
        .replace(/\u2212/g, '-');
      if (value === this.shownFields[name]) continue;
      if (value && !commands.readable(this.game.api, name, value)) {
        part(id).focus();
        return { error: t(name === 'eval' ? 'play.notes.badEval' : 'play.notes.badClock', { value: isolate(value) }) };
      }
      changes[name] = value;
    }
    return changes;
  }

  // Saves the notes of the form into the node edited.
  /** @param {Event} ev */
  save(ev) {
    ev.preventDefault();
    const node = this.edited();
    if (!node) return this.close();
    const changes = node.id ? this.changedFields() : {};
    if (changes.error) {
      part('notes-error').textContent = changes.error;
      return;
    }
    /** @type {{ comment: string, nags?: number[], before?: string }} */
    const notes = { comment: commands.compose(node.comment, part('notes-comment').value, changes) };
    if (node.id) notes.nags = chosenNags(node);
    if (!part('notes-before-field').hidden)
      notes.before = commands.compose(node.commentBefore, part('notes-before').value, {});
    this.done(this.game.editNode(node.id, notes));
  }

  // Returns the node edited, or null (closed, or the node is gone).
  /** @returns {TreeNode | null} */
  edited() {
    return this.nodeId === null ? null : this.game.tree().nodes[this.nodeId] || null;
  }

  // Deletes the node edited and what follows it, after asking.
  remove() {
    const tree = this.game.tree();
    const node = this.edited();
    if (!node) return this.close();
    this.questions
      .choose({
        title: ['play.notes.deleteTitle'],
        text: ['play.notes.deleteText', { move: this.moveName(node), count: after(tree, node.id) }],
        choices: [
          { label: ['play.notes.deleteNo'], value: false },
          { label: ['play.notes.deleteYes'], value: true, primary: true },
        ],
      })
      .then((/** @type {boolean} */ yes) => yes && this.done(this.game.deleteLine(node.id)));
  }

  // Moves the line of the node edited up one place or to the main line.
  /** @param {boolean} toMain */
  promote(toMain) {
    if (this.nodeId === null) return;
    const err = this.game.promote(this.nodeId, toMain);
    if (err) return this.done(err);
    this.fill();
  }

  // Saves on Enter (Shift+Enter: a new line), cancels on Escape.
  /** @param {KeyboardEvent} ev */
  onKey(ev) {
    if (ev.key === 'Escape') {
      ev.preventDefault();
      this.close();
    } else if (ev.key === 'Enter' && !ev.shiftKey && /** @type {Element} */ (ev.target).tagName === 'TEXTAREA') {
      this.save(ev);
    }
  }

  // Binds the editor to the page.
  setUp() {
    const game = this.game;
    part('notes-open').addEventListener('click', () => (this.isOpen() ? this.close() : this.open()));
    part('notes-cancel').addEventListener('click', () => this.close());
    part('notes-form').addEventListener('submit', (ev) => this.save(ev));
    part('notes-form').addEventListener('keydown', (ev) => this.onKey(ev));
    part('notes-delete').addEventListener('click', () => this.remove());
    part('notes-promote').addEventListener('click', () => this.promote(false));
    part('notes-main').addEventListener('click', () => this.promote(true));
    game.on('change', () => {
      if (this.isOpen() && game.shownNode().id !== this.nodeId) this.fill();
    });
    i18n.onChange(() => {
      const node = this.edited();
      if (node) this.label(node, chosenNags(node));
    });
  }
}
