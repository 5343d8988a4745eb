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
        $render = new VinothekRender(VINOTHEK_RENDER_URL, ['timeout' => defined('VINOTHEK_RENDER_TIMEOUT') ? (float) VINOTHEK_RENDER_TIMEOUT : 1.5]);
        $scheme = is_ssl() ? 'https' : 'http';
        return $render->renderPage($html, $scheme . '://' . ($_SERVER['HTTP_HOST'] ?? 'localhost') . ($_SERVER['REQUEST_URI'] ?? '/'));
    });
}
