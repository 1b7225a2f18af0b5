<?php
/**
 * Plugin Name:       Chess960
 * Description:       Chess960 start positions and games in posts: the [chess960] and [chess960_game] shortcodes and their blocks, rendered on the server so that Authors and Contributors can publish them.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            The Chess960 for the web authors
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       chess960
 *
 * @package chess960
 */

defined( 'ABSPATH' ) || exit;

define( 'CHESS960_VERSION', '0.1.0' );
define( 'CHESS960_PLUGIN_FILE', __FILE__ );

require_once __DIR__ . '/includes/markup.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/game-text.php';
require_once __DIR__ . '/includes/shortcodes.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/uploads.php';
