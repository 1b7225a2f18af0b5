<?php
/**
 * [chess960 n="518" show="…"] and [chess960_game]…PGN…[/chess960_game] (or src="…").
 *
 * @package chess960
 */

defined( 'ABSPATH' ) || exit;

/**
 * [chess960]: a start position. Flags may stand alone: [chess960 n="12" controls].
 *
 * @param array|string $atts The shortcode's attributes ('' when it has none).
 * @return string HTML.
 */
function chess960_position_shortcode( $atts ) {
	$named = array();
	foreach ( is_array( $atts ) ? $atts : array() as $name => $value ) {
		if ( is_int( $name ) ) {
			$named[ strtolower( (string) $value ) ] = true;
		} else {
			$named[ $name ] = $value;
		}
	}
	return chess960_position_markup( $named );
}

/**
 * [chess960_game]: a game (or a file of games) written between the tags, or in src="…" (a PGN
 * file's address, such as one uploaded to the media library).
 *
 * @param array|string $atts    The shortcode's attributes.
 * @param string|null  $content The text between the tags.
 * @return string HTML.
 */
function chess960_game_shortcode( $atts, $content = null ) {
	$atts = shortcode_atts( array( 'src' => '' ), $atts, 'chess960_game' );
	return chess960_game_markup( chess960_pgn_from_shortcode( (string) $content ), trim( (string) $atts['src'] ) );
}

/**
 * Registers the shortcodes.
 */
function chess960_register_shortcodes() {
	add_shortcode( 'chess960', 'chess960_position_shortcode' );
	add_shortcode( 'chess960_game', 'chess960_game_shortcode' );
}
add_action( 'init', 'chess960_register_shortcodes' );

/**
 * Keeps wptexturize out of a game's text (it would curl the quotes of the PGN's tags and
 * turn "..." into an ellipsis) and out of the element itself.
 *
 * @param string[] $names Names of shortcodes or elements.
 * @return string[]
 */
function chess960_no_texturize( $names ) {
	$names[] = 'chess960_game';
	return $names;
}
add_filter( 'no_texturize_shortcodes', 'chess960_no_texturize' );

/**
 * Adds the game element to the elements wptexturize leaves alone.
 *
 * @param string[] $tags Element names.
 * @return string[]
 */
function chess960_no_texturize_tags( $tags ) {
	$tags[] = 'chess960-game';
	return $tags;
}
add_filter( 'no_texturize_tags', 'chess960_no_texturize_tags' );
