<?php
/**
 * Plugin Name: Vinothek Elements
 * Description: The vinothek shop elements in WordPress: shortcodes, the page config, the loader and CSS, the shop tags allowed in post content, and their first render from the render service (`vinothek-elements serve`), with the browser rendering them whenever the service does not answer.
 * Version: 0.1.0
 * Requires PHP: 8.1
 * License: MIT
 *
 * Settings (wp-config.php constants; README "Server rendering for any CMS"):
 *   VINOTHEK_RENDER_URL   the render service, e.g. http://127.0.0.1:3100 (unset: the browser renders every element)
 *   VINOTHEK_ASSETS_URL   where the package's dist/ is served (default /vinothek/)
 *   VINOTHEK_API_URL      the shop API as this server reaches it, e.g. http://127.0.0.1:5000/api: the list and basket
 *                         shortcodes then carry their data (`initial`) and are rendered with the page, and the
 *                         page config names a logged-in customer (GET session with the visitor's cookies)
 *   VINOTHEK_RENDER_TIMEOUT  seconds for the service (default 1.5)
 *   VINOTHEK_RENDER_CACHE_TTL  seconds a render answer is kept in the site's transients (default 300; a logged-in
 *                         customer's renders are never kept)
 * Filters: vinothek_shop_config (the #shop-config array).
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

// The client ships in the package beside this folder (integrations/php/); a copy next to this file wins.
require_once file_exists(__DIR__ . '/VinothekRender.php') ? __DIR__ . '/VinothekRender.php' : __DIR__ . '/../../php/VinothekRender.php';
require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/head.php';
require_once __DIR__ . '/includes/shortcodes.php';
require_once __DIR__ . '/includes/server-render.php';

add_filter('wp_kses_allowed_html', 'vinothek_allowed_html', 10, 2);
add_action('wp_head', 'vinothek_head', 1);
add_action('init', 'vinothek_register_shortcodes');
// After the shortcodes (11): the paragraphs wpautop put around the tags go.
add_filter('the_content', 'vinothek_unwrap_paragraphs', 20);
add_action('template_redirect', 'vinothek_start_server_render', 1);
add_action('template_redirect', 'vinothek_personal_page_headers', 0);
