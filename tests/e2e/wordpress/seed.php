<?php
// Writes the test posts (tests/e2e/wordpress-site.mjs) on the installed site with the plugin
// active, each as its user: wp_set_current_user() runs kses_init(), so a post by an Author or a
// Contributor goes through kses on wp_insert_post() as it does from the editor. A Contributor's
// post is saved pending, then published by an Editor (wp_publish_post() does not filter again).
// Usage: php seed.php DOCROOT < posts.json ([{ "user", "title", "content" }, …]; a "file" key
// instead adds that text as a PGN attachment, its id and address in the answer; "login": true
// answers the user's login cookies).
// Prints [{ "title", "id", "url", "stored", "kses" }, …].
[ , $docroot ] = $argv;
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $docroot . '/wp-load.php';

function fail( $why ) {
	fwrite( STDERR, "seed.php: $why\n" );
	exit( 1 );
}

$answer = array();
foreach ( json_decode( stream_get_contents( STDIN ), true ) as $item ) {
	$user = get_user_by( 'login', $item['user'] );
	if ( ! $user ) {
		fail( "no user {$item['user']}" );
	}
	wp_set_current_user( $user->ID );
	if ( ! empty( $item['login'] ) ) {
		// The cookies of a logged-in session, for the browser to open the dashboard as this user.
		$until    = time() + HOUR_IN_SECONDS;
		$answer[] = array(
			'login'   => $item['user'],
			'cookies' => array(
				array( AUTH_COOKIE, wp_generate_auth_cookie( $user->ID, $until, 'auth' ), ADMIN_COOKIE_PATH ),
				array( LOGGED_IN_COOKIE, wp_generate_auth_cookie( $user->ID, $until, 'logged_in' ), COOKIEPATH ),
			),
		);
		continue;
	}
	if ( isset( $item['file'] ) ) {
		$upload  = wp_upload_bits( $item['file'], null, $item['text'] );
		$checked = wp_check_filetype_and_ext( $upload['file'], $item['file'] );
		if ( $upload['error'] || empty( $checked['type'] ) ) {
			fail( "upload {$item['file']}: " . ( $upload['error'] ? $upload['error'] : 'type refused' ) );
		}
		$id       = wp_insert_attachment(
			array(
				'post_title'     => $item['file'],
				'post_mime_type' => $checked['type'],
				'post_status'    => 'inherit',
			),
			$upload['file']
		);
		$answer[] = array(
			'file' => $item['file'],
			'id'   => $id,
			'url'  => wp_get_attachment_url( $id ),
			'type' => $checked['type'],
		);
		continue;
	}
	$pending = ! current_user_can( 'publish_posts' );
	$id      = wp_insert_post(
		wp_slash(
			array(
				'post_title'   => $item['title'],
				'post_content' => $item['content'],
				'post_status'  => $pending ? 'pending' : 'publish',
				'post_author'  => $user->ID,
			)
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fail( 'wp_insert_post: ' . $id->get_error_message() );
	}
	$kses = false !== has_filter( 'content_save_pre', 'wp_filter_post_kses' );
	if ( $pending ) {
		wp_set_current_user( get_user_by( 'login', 'editor' )->ID );
		wp_publish_post( $id );
	}
	$answer[] = array(
		'title'  => $item['title'],
		'id'     => $id,
		'url'    => get_permalink( $id ),
		'stored' => get_post_field( 'post_content', $id, 'raw' ),
		'kses'   => $kses,
	);
}
echo json_encode( $answer );
