// How anyone checks an event: the verify page's address (with the commitment and every setting
// the rounds depend on), the shorter one a QR code carries, and the command line of the CLI.
import { el } from '../shared/dom.js';
import { lang } from '../shared/i18n.js';

const QR_MAX = 1000; // characters of the link in a QR code (more: the commitment alone)

// Returns the verify page's address with the event's commitment.
function verifyAddress(e) {
  const url = new URL('verify.html', location.href);
  url.searchParams.set('c', e.commitment);
  return url;
}

// Adds the page's language to an address (German, the verify page's own, is left out).
function withLanguage(url) {
  if (lang() !== 'de') url.searchParams.set('lang', lang());
  return url.href;
}

// Returns the verify page's address for an event: the commitment and every setting the rounds
// depend on (rounds, exclusions, both colours; the public value once it is fixed), and the
// secret with `withSecret`. verify.html names what a link leaves out.
export function verifyUrl(e, withSecret) {
  const url = verifyAddress(e);
  if (withSecret) url.searchParams.set('s', e.secret);
  if (e.publicFixed) url.searchParams.set('p', e.public);
  url.searchParams.set('r', String(e.rounds));
  url.searchParams.set('x', e.exclude.join(','));
  url.searchParams.set('b', e.bothColours ? '1' : '0');
  return withLanguage(url);
}

// Returns the link a QR code carries: verifyUrl, or the commitment alone when that link is too
// long for a code a phone reads from the back of the hall.
export function qrUrl(e) {
  const full = verifyUrl(e, false);
  return full.length <= QR_MAX ? full : withLanguage(verifyAddress(e));
}

// Returns the command line that checks the event (the options as the CLI spells them).
export function cliLine(e) {
  const parts = ['chess960 event verify --commitment', e.commitment, '--secret', e.secret, '--rounds', e.rounds];
  if (e.exclude.length) parts.push('--exclude', e.exclude.join(','));
  if (e.bothColours) parts.push('--both-colours');
  if (e.public) parts.push(publicArgument(e.public));
  return parts.join(' ');
}

// Returns the public value as the CLI's argument, quoted for a shell.
function publicArgument(value) {
  return "--public '" + value.replace(/'/g, "'\\''") + "'";
}

// Returns the command line as nodes to put into an element: the public value's argument in a
// <bdi>, so that a direction character in it cannot turn the line round (copied, it is the same
// text as cliLine's).
export function cliNodes(e) {
  if (!e.public) return [cliLine(e)];
  return [cliLine({ ...e, public: '' }) + ' ', el('bdi', {}, publicArgument(e.public))];
}
