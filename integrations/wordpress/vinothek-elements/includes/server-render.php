<?php

declare(strict_types=1);

/**
 * The whole page's shop tags (shortcodes, post content, the theme's templates) rendered in one request to the
 * service as the page is sent; without VINOTHEK_RENDER_URL, or when the service does not answer in time, the page
 * keeps its tags and the browser renders them (one line in the PHP error log says why).
 */
function vinothek_start_server_render(): void
{
    if (!defined('VINOTHEK_RENDER_URL') || is_admin() || wp_doing_ajax() || is_feed()) {
        return;
    }
    ob_start(static function (string $html): string {
        if (stripos($html, '<shop-') === false) {
            return $html;
        }
        $render = new VinothekRender(VINOTHEK_RENDER_URL, [
            'timeout' => defined('VINOTHEK_RENDER_TIMEOUT') ? (float) VINOTHEK_RENDER_TIMEOUT : 1.5,
            // A logged-in customer's render carries their name and prices: it is not kept in the site's database.
            'cache' => empty(vinothek_session()['user']['authenticated']) ? new VinothekTransientCache() : null,
            'cacheTtl' => defined('VINOTHEK_RENDER_CACHE_TTL') ? (int) VINOTHEK_RENDER_CACHE_TTL : 300,
        ]);
        $scheme = is_ssl() ? 'https' : 'http';
        return $render->renderPage($html, $scheme . '://' . ($_SERVER['HTTP_HOST'] ?? 'localhost') . ($_SERVER['REQUEST_URI'] ?? '/'));
    });
}

/**
 * The render answers in WordPress's transients (the database, or the site's object cache when it has one): a page
 * seen again costs no round trip to the service. The key is a hash of everything sent (the tags' data included), so
 * a changed article is a new key; answers cut off by the service's time limit are not kept (VinothekRender).
 */
final class VinothekTransientCache
{
    public function get(string $key, mixed $default = null): mixed
    {
        $kept = get_transient($key);
        return $kept === false ? $default : $kept;
    }

    public function set(string $key, mixed $value, int $ttl): bool
    {
        return set_transient($key, $value, max(1, $ttl));
    }
}
