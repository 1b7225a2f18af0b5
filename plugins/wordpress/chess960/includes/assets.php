<?php
/**
 * The elements' scripts, enqueued only on pages that show an element: as script modules where
 * WordPress has them (6.5+), as classic footer scripts before. Both files are classic bundles
 * that also run as modules (they read no document.currentScript).
 *
 * @package chess960
 */

defined( 'ABSPATH' ) || exit;

// Each element's script in assets/, by the name its handle ends in.
const CHESS960_SCRIPTS = array(
	'widget' => 'chess960-widget.js',
	'game'   => 'chess960-game.js',
);

/**
 * Returns the address of a file in assets/, or '' when the build did not put it there (the
 * game viewer until it exists).
 *
 * @param string $which A key of CHESS960_SCRIPTS.
 * @return string
 */
function chess960_script_url( $which ) {
	$file = CHESS960_SCRIPTS[ $which ];
	if ( ! is_readable( plugin_dir_path( CHESS960_PLUGIN_FILE ) . 'assets/' . $file ) ) {
		return '';
	}
	return plugins_url( 'assets/' . $file, CHESS960_PLUGIN_FILE );
}

/**
 * Enqueues an element's script for the page being rendered (once, however many elements).
 *
 * @param string $which 'widget' or 'game'.
 * @return bool Whether there is a script to enqueue.
 */
function chess960_enqueue( $which ) {
	$url = chess960_script_url( $which );
	if ( '' === $url ) {
		return false;
	}
	$handle = 'chess960-' . $which;
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( $handle, $url, array(), CHESS960_VERSION );
	} else {
		wp_enqueue_script( $handle, $url, array(), CHESS960_VERSION, true );
	}
	return true;
}

/**
 * Registers the block editor's script and, as classic scripts it depends on, the elements it
 * previews (the editor loads classic scripts in every version).
 */
function chess960_register_editor_scripts() {
	$deps = array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-i18n' );
	foreach ( array_keys( CHESS960_SCRIPTS ) as $which ) {
		$url = chess960_script_url( $which );
		if ( '' !== $url ) {
			wp_register_script( 'chess960-' . $which . '-editor', $url, array(), CHESS960_VERSION, true );
			$deps[] = 'chess960-' . $which . '-editor';
		}
	}
	wp_register_script(
		'chess960-blocks',
		plugins_url( 'blocks/editor.js', CHESS960_PLUGIN_FILE ),
		$deps,
		CHESS960_VERSION,
		true
	);
}
