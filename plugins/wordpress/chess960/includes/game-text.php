<?php
/**
 * Keeps a game's text as written on its way through WordPress. Two hazards:
 * - kses (posts by Authors and Contributors) drops everything from a "<" to the next ">", so a
 *   comment such as {a < b} would lose text: before kses runs, "<" and ">" inside
 *   [chess960_game] become &lt; and &gt;, which kses keeps and the shortcode decodes.
 * - wpautop (10 on the_content, and the Shortcode block's own) turns its line breaks into <br />
 *   and <p> before do_shortcode (11) runs: at 7, before both, the text is hidden in hex digits,
 *   which none of the_content's filters changes.
 *
 * @package chess960
 */

defined( 'ABSPATH' ) || exit;

const CHESS960_HEX_PREFIX = 'chess960-hex:';

/**
 * The pattern of one [chess960_game …]…[/chess960_game]: 1 the opening tag (not a self-closing
 * [chess960_game … /]), 2 the text (without another opening tag), 3 the closing tag.
 *
 * @return string
 */
function chess960_game_pattern() {
	return '/(\[chess960_game(?:\s[^\]]*)?(?<!\/)\])((?:[^\[]++|\[(?!\/?chess960_game[\s\]]))*+)(\[\/chess960_game\])/';
}

/**
 * Before kses (content_save_pre at 9): writes "<" and ">" inside each game as character references.
 *
 * @param string $content The post's content, slashed.
 * @return string
 */
function chess960_protect_game_text( $content ) {
	if ( ! is_string( $content ) || false === strpos( $content, '[chess960_game' ) ) {
		return $content;
	}
	$protected = preg_replace_callback(
		chess960_game_pattern(),
		function ( $m ) {
			return $m[1] . strtr( $m[2], array( '<' => '&lt;', '>' => '&gt;' ) ) . $m[3];
		},
		$content
	);
	return null === $protected ? $content : $protected;
}
add_filter( 'content_save_pre', 'chess960_protect_game_text', 9 );

/**
 * Before do_blocks, wptexturize and wpautop (the_content at 7): replaces each game's text by its hex digits.
 *
 * @param string $content The post's content.
 * @return string
 */
function chess960_shield_game_text( $content ) {
	if ( ! is_string( $content ) || false === strpos( $content, '[chess960_game' ) ) {
		return $content;
	}
	$shielded = preg_replace_callback(
		chess960_game_pattern(),
		function ( $m ) {
			return $m[1] . CHESS960_HEX_PREFIX . bin2hex( $m[2] ) . $m[3];
		},
		$content
	);
	return null === $shielded ? $content : $shielded;
}
add_filter( 'the_content', 'chess960_shield_game_text', 7 );

/**
 * Returns the PGN a shortcode's content holds: its hex digits decoded (or, where the_content did
 * not run, what wpautop added taken out), then as the text the HTML says (entities decoded),
 * line breaks as \n, blank lines around it trimmed.
 *
 * @param string $content The shortcode's content.
 * @return string
 */
function chess960_pgn_from_shortcode( $content ) {
	$html = (string) $content;
	if ( 0 === strpos( $html, CHESS960_HEX_PREFIX ) ) {
		$raw  = hex2bin( substr( $html, strlen( CHESS960_HEX_PREFIX ) ) );
		$html = false === $raw ? '' : $raw;
	} else {
		$html = preg_replace( '#<br\s*/?>\n?#i', "\n", $html );
		$html = preg_replace( '#</p>\s*<p>#i', "\n\n", $html );
		$html = preg_replace( '#</?p>#i', '', $html );
	}
	return chess960_pgn_from_html( $html );
}

/**
 * Returns the text of an HTML fragment that holds only text (a game's): entities decoded, CR LF
 * and CR as \n, surrounding blank lines and spaces trimmed.
 *
 * @param string $html The fragment.
 * @return string
 */
function chess960_pgn_from_html( $html ) {
	$text = html_entity_decode( $html, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( str_replace( array( "\r\n", "\r" ), "\n", $text ) );
}

/**
 * Returns the PGN of a Game block's saved HTML: the text of its <pre>.
 *
 * @param string $content The block's inner HTML.
 * @return string
 */
function chess960_pgn_from_block( $content ) {
	if ( ! preg_match( '#<pre\b[^>]*>(.*?)</pre>#is', (string) $content, $m ) ) {
		return '';
	}
	return chess960_pgn_from_html( $m[1] );
}
