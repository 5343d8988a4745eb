<?php

declare(strict_types=1);

function vinothek_assets_url(): string
{
    return trailingslashit(defined('VINOTHEK_ASSETS_URL') ? VINOTHEK_ASSETS_URL : '/vinothek/');
}

/** The page config (README "Using it in a CMS page"); the `vinothek_shop_config` filter changes it. */
function vinothek_shop_config(): array
{
    // The shop speaks German unless the site is French or Italian (an English shop says so through the filter).
    $language = substr(get_locale(), 0, 2);
    $config = [
        'apiBase' => '/api',
        'language' => in_array($language, ['fr', 'it'], true) ? $language : 'de',
        'culture' => 'de-CH',
        'currency' => 'CHF',
        'user' => ['authenticated' => false],
        'urls' => ['shop' => home_url('/'), 'basket' => home_url('/warenkorb/'), 'search' => home_url('/suche/')],
    ];
    // A logged-in customer's page names them (header, prices with their VAT display) and carries their token.
    $session = vinothek_session();
    if ($session !== null) {
        $config['user'] = $session['user'];
        $config['csrfToken'] = $session['csrfToken'];
    }
    return apply_filters('vinothek_shop_config', $config);
}

/**
 * The visitor's session at the shop (GET {api}/session with their cookies), read once per request; null for a
 * first visit (no cookie yet: the browser's own session read sets it) or without VINOTHEK_API_URL.
 */
function vinothek_session(): ?array
{
    static $session = false;
    if ($session !== false) {
        return $session;
    }
    $session = null;
    if (!defined('VINOTHEK_API_URL') || empty($_SERVER['HTTP_COOKIE'])) {
        return null;
    }
    $answer = vinothek_api('GET', rtrim(VINOTHEK_API_URL, '/') . '/session');
    $decoded = $answer === null ? null : json_decode($answer, true);
    if (is_array($decoded) && is_array($decoded['user'] ?? null) && is_string($decoded['csrfToken'] ?? null)) {
        $session = $decoded;
    }
    return $session;
}

/** A page written for a logged-in customer is theirs alone: no page cache or proxy may keep it. */
function vinothek_personal_page_headers(): void
{
    if (!is_admin() && !empty(vinothek_session()['user']['authenticated'])) {
        nocache_headers();
    }
}

/** The stylesheet, the `#shop-config` and the loader, first thing in the head. */
function vinothek_head(): void
{
    $assets = vinothek_assets_url();
    printf('<link rel="stylesheet" href="%s">' . "\n", esc_url($assets . 'vinothek.css'));
    printf('<script type="application/json" id="shop-config">%s</script>' . "\n", wp_json_encode(vinothek_shop_config(), JSON_HEX_TAG | JSON_UNESCAPED_SLASHES));
    printf('<script type="module" async src="%s"></script>' . "\n", esc_url($assets . 'loader.js'));
}
