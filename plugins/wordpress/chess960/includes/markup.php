<?php
/**
 * The elements the shortcodes and blocks write: <chess960-position> (the widget) and
 * <chess960-game> (the game viewer). Every value is escaped here, whoever wrote it.
 *
 * @package chess960
 */

defined( 'ABSPATH' ) || exit;

// The widget's attributes that take a value; the widget itself reports values it does not know.
const CHESS960_POSITION_VALUES = array( 'n', 'show', 'lang', 'orientation', 'coords', 'theme', 'size' );
// The widget's attributes that are on by their presence.
const CHESS960_POSITION_FLAGS = array( 'controls', 'random' );

/**
 * Whether a flag's value turns it on: true, "1", "yes", "true", or present with no value.
 *
 * @param mixed $value The attribute's value.
 * @return bool
 */
function chess960_flag_on( $value ) {
	if ( is_bool( $value ) ) {
		return $value;
	}
	return ! in_array( strtolower( trim( (string) $value ) ), array( '0', 'false', 'no', 'off' ), true );
}

/**
 * Returns a <chess960-position> element for these attributes and enqueues the widget's script.
 *
 * @param array $atts The shortcode's or block's attributes (unknown names are left out).
 * @return string HTML.
 */
function chess960_position_markup( array $atts ) {
	$html = '<chess960-position';
	foreach ( CHESS960_POSITION_VALUES as $name ) {
		if ( isset( $atts[ $name ] ) && is_scalar( $atts[ $name ] ) && '' !== trim( (string) $atts[ $name ] ) ) {
			$html .= ' ' . $name . '="' . esc_attr( trim( (string) $atts[ $name ] ) ) . '"';
		}
	}
	foreach ( CHESS960_POSITION_FLAGS as $name ) {
		if ( isset( $atts[ $name ] ) && chess960_flag_on( $atts[ $name ] ) ) {
			$html .= ' ' . $name;
		}
	}
	chess960_enqueue( 'widget' );
	return $html . '></chess960-position>';
}

/**
 * Escapes a game's text for an HTML text node so that the browser's textContent gives it back
 * exactly. Not esc_html(): that keeps entities already in the text (a PGN that says "&amp;"
 * would come back as "&"). Brackets become character references so that no shortcode inside
 * a PGN comment (a block's output passes do_shortcode) is run.
 *
 * @param string $text The text.
 * @return string HTML.
 */
function chess960_escape_text( $text ) {
	$html = htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8', true );
	return strtr( $html, array( '[' => '&#91;', ']' => '&#93;' ) );
}

/**
 * Returns a <chess960-game> element (the contract the viewer reads, docs/wordpress.md): the
 * PGN as the element's text, inside a <pre> that keeps wptexturize, convert_smilies and wpautop
 * away from it and shows it readably until the viewer runs; the file's address in `src`.
 * The newline after <pre> is there because an HTML parser drops the first one inside it.
 *
 * @param string $pgn The games' text (may be empty when $src is given).
 * @param string $src The address of a PGN file, or ''.
 * @return string HTML.
 */
function chess960_game_markup( $pgn, $src = '' ) {
	$html = '<chess960-game';
	$url  = '' === $src ? '' : esc_url( $src );
	if ( '' !== $url ) {
		$html .= ' src="' . $url . '"';
	}
	$html .= '>';
	if ( '' !== $pgn ) {
		$html .= '<pre class="chess960-pgn">' . "\n" . chess960_escape_text( $pgn ) . '</pre>';
	}
	chess960_enqueue( 'game' );
	return $html . '</chess960-game>';
}
