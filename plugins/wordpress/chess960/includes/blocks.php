<?php
/**
 * The Position and Game blocks (their block.json in blocks/position/ and blocks/game/): dynamic, written on the server from
 * their attributes by the same functions as the shortcodes.
 *
 * @package chess960
 */

defined( 'ABSPATH' ) || exit;

/**
 * The Position block: a <chess960-position> in the block's wrapper.
 *
 * @param array $attributes The block's attributes.
 * @return string HTML.
 */
function chess960_render_position_block( $attributes ) {
	return '<div ' . get_block_wrapper_attributes() . '>' . chess960_position_markup( (array) $attributes ) . '</div>';
}

/**
 * The Game block: its PGN is its saved <pre>'s text (kses keeps text and entities, where it
 * would strip a "<" from an attribute); its file, a media library attachment or an address.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The block's saved HTML.
 * @return string HTML.
 */
function chess960_render_game_block( $attributes, $content ) {
	$src = '';
	if ( ! empty( $attributes['fileId'] ) ) {
		$src = (string) wp_get_attachment_url( (int) $attributes['fileId'] );
	}
	if ( '' === $src && ! empty( $attributes['src'] ) && is_string( $attributes['src'] ) ) {
		$src = trim( $attributes['src'] );
	}
	$game = chess960_game_markup( chess960_pgn_from_block( $content ), $src );
	return '<div ' . get_block_wrapper_attributes() . '>' . $game . '</div>';
}

/**
 * Registers the editor's scripts and both blocks.
 */
function chess960_register_blocks() {
	chess960_register_editor_scripts();
	$dir = plugin_dir_path( CHESS960_PLUGIN_FILE ) . 'blocks/';
	register_block_type( $dir . 'position', array( 'render_callback' => 'chess960_render_position_block' ) );
	register_block_type( $dir . 'game', array( 'render_callback' => 'chess960_render_game_block' ) );
}
add_action( 'init', 'chess960_register_blocks' );
