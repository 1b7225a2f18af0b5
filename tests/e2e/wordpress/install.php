<?php
// Installs the test site (tests/e2e/wordpress-site.mjs): WordPress's tables by wp_install() (no
// wp-cli in Debian 12), the plugin from the build's zip by WordPress's own unzip_file(), activated,
// the block theme switched on, and one user per role. Usage: php install.php DOCROOT ZIP
// Prints {"ok":true} or exits non-zero with the reason.
[ , $docroot, $zip ] = $argv;
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );
require $docroot . '/wp-load.php';

// No mail on a machine that has no mailer.
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

function fail( $why ) {
	fwrite( STDERR, "install.php: $why\n" );
	exit( 1 );
}

$result = wp_install( 'Chess960 test site', 'admin', 'admin@example.org', false, '', wp_generate_password( 24 ) );
if ( empty( $result['user_id'] ) ) {
	fail( 'wp_install() made no administrator' );
}
if ( ! WP_Filesystem() ) {
	fail( 'WP_Filesystem() is not direct' );
}
$unzipped = unzip_file( $zip, WP_PLUGIN_DIR );
if ( is_wp_error( $unzipped ) ) {
	fail( 'unzip_file: ' . $unzipped->get_error_message() );
}
$activated = activate_plugin( 'chess960/chess960.php' );
if ( is_wp_error( $activated ) ) {
	fail( 'activate_plugin: ' . $activated->get_error_message() );
}
switch_theme( 'twentytwentythree' );
foreach ( array( 'author', 'editor', 'contributor' ) as $role ) {
	$id = wp_insert_user(
		array(
			'user_login' => $role,
			'user_email' => $role . '@example.org',
			'user_pass'  => wp_generate_password( 24 ),
			'role'       => $role,
		)
	);
	if ( is_wp_error( $id ) ) {
		fail( "wp_insert_user($role): " . $id->get_error_message() );
	}
}
echo json_encode( array( 'ok' => true ) );
