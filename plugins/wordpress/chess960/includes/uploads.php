<?php
/**
 * Lets the media library take PGN files (WordPress refuses file types it does not list).
 *
 * @package chess960
 */

defined( 'ABSPATH' ) || exit;

const CHESS960_PGN_TYPE = 'application/vnd.chess-pgn';

/**
 * Adds .pgn to the types users who may upload can upload.
 *
 * @param array $types Extension patterns to MIME types.
 * @return array
 */
function chess960_upload_mimes( $types ) {
	$types['pgn'] = CHESS960_PGN_TYPE;
	return $types;
}
add_filter( 'upload_mimes', 'chess960_upload_mimes' );

/**
 * Accepts a .pgn file that PHP's fileinfo reads as plain text (it knows no PGN), which WordPress
 * would otherwise refuse as a type that does not match its extension.
 *
 * @param array  $checked  [ 'ext', 'type', 'proper_filename' ] as WordPress found them.
 * @param string $file     The file's path.
 * @param string $filename The file's name.
 * @return array
 */
function chess960_check_pgn_file( $checked, $file, $filename ) {
	if ( empty( $checked['type'] ) && preg_match( '/\.pgn$/i', (string) $filename ) ) {
		$real = function_exists( 'finfo_file' ) && is_readable( $file ) ? finfo_file( finfo_open( FILEINFO_MIME_TYPE ), $file ) : 'text/plain';
		if ( 'text/plain' === $real && current_user_can( 'upload_files' ) ) {
			$checked['ext']  = 'pgn';
			$checked['type'] = CHESS960_PGN_TYPE;
		}
	}
	return $checked;
}
add_filter( 'wp_check_filetype_and_ext', 'chess960_check_pgn_file', 10, 3 );
