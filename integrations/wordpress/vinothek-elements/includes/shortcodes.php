<?php

declare(strict_types=1);

/**
 * A shortcode per element: `[shop_article_list paging="pager"]` writes `<shop-article-list paging='pager'>`
 * (attribute names with `_` or `-`). The list and the basket without `initial` get their data from the shop API
 * (VINOTHEK_API_URL), so they are rendered with the page; the render itself happens once for the whole page
 * (server-render.php).
 */
function vinothek_register_shortcodes(): void
{
    foreach (array_keys(vinothek_elements()) as $tag) {
        add_shortcode(str_replace('-', '_', $tag), static function ($attributes) use ($tag): string {
            $written = [];
            // WordPress passes '' for a shortcode without attributes, and numbered values for bare words.
            foreach (is_array($attributes) ? $attributes : [] as $name => $value) {
                if (is_string($name)) {
                    $written[str_replace('_', '-', $name)] = (string) $value;
                }
            }
            // The list wants room for its filters and a grid of cards: a block theme's wide width, not its text column.
            if (in_array($tag, ['shop-article-list', 'shop-basket', 'shop-checkout'], true) && !isset($written['class'])) {
                $written['class'] = 'alignwide';
            }
            $written = vinothek_shortcode_data($tag, $written);
            return VinothekRender::tag($tag, $written);
        });
    }
}

/** The element's data from the shop API, when the site says where it is and the page asks for nothing special. */
function vinothek_shortcode_data(string $tag, array $attributes): array
{
    if (!defined('VINOTHEK_API_URL') || isset($attributes['initial'])) {
        return $attributes;
    }
    $api = rtrim(VINOTHEK_API_URL, '/');
    // The list's first page: a filtered or sorted address (?egruppe=…) is left to the browser, which reads it.
    if ($tag === 'shop-article-list' && array_diff_key($_GET, array_flip(['page_id', 'p', 'preview'])) === []) {
        $answer = vinothek_api('POST', "{$api}/artikelsearch/search", '{"pageNumber":1,"pageSize":24,"filterValues":{},"sort":null,"populateSearchFields":true}');
    } elseif ($tag === 'shop-basket') {
        $answer = vinothek_api('GET', "{$api}/basket");
        nocache_headers(); // one visitor's basket: never for everyone
    } else {
        return $attributes;
    }
    if ($answer !== null) {
        $attributes['initial'] = $answer;
    }
    return $attributes;
}

/** One call to the shop API with the visitor's cookies (the basket is the session's), or null (logged). */
function vinothek_api(string $method, string $url, ?string $body = null): ?string
{
    $response = wp_remote_request($url, [
        'method' => $method,
        'timeout' => 3,
        'headers' => array_filter([
            'Content-Type' => $body === null ? null : 'application/json',
            'Accept-Language' => 'de-CH',
            'Cookie' => $_SERVER['HTTP_COOKIE'] ?? null,
        ]),
        'body' => $body,
    ]);
    if (is_wp_error($response) || wp_remote_retrieve_response_code($response) !== 200) {
        error_log('vinothek-elements: no data from ' . $url . ': ' . (is_wp_error($response) ? $response->get_error_message() : wp_remote_retrieve_response_code($response)));
        return null;
    }
    return wp_remote_retrieve_body($response);
}

/**
 * wpautop (classic content, and the Shortcode block's own render) wraps a line of shortcodes in `<p>`. The browser
 * ends that paragraph at the element's first `<div>`, and the element's content would land outside it: the
 * paragraph goes, with the `<br>`s between the tags.
 */
function vinothek_unwrap_paragraphs(string $content): string
{
    return (string) preg_replace_callback(
        '#<p>\s*((?:<shop-[a-z0-9-]+\b[^>]*>\s*</shop-[a-z0-9-]+>\s*(?:<br\s*/?>\s*)?)+)</p>#i',
        static fn (array $match): string => (string) preg_replace('#<br\s*/?>#i', '', $match[1]),
        $content,
    );
}
