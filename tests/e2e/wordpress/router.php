<?php
// The router of the test site's php -S (tests/e2e/wordpress-site.mjs): files as they are, any
// other address to WordPress, as the rewrite rules of its .htaccess do under Apache (WordPress
// answers /favicon.ico, for one, which php -S alone would answer with a 404).
$chess960_path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $chess960_path && is_file( $_SERVER['DOCUMENT_ROOT'] . $chess960_path ) ) {
	return false;
}
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
