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
    return apply_filters('vinothek_shop_config', $config);
}

/** The stylesheet, the `#shop-config` and the loader, first thing in the head. */
function vinothek_head(): void
{
    $assets = vinothek_assets_url();
    printf('<link rel="stylesheet" href="%s">' . "\n", esc_url($assets . 'vinothek.css'));
    printf('<script type="application/json" id="shop-config">%s</script>' . "\n", wp_json_encode(vinothek_shop_config(), JSON_HEX_TAG | JSON_UNESCAPED_SLASHES));
    printf('<script type="module" src="%s"></script>' . "\n", esc_url($assets . 'loader.js'));
}
