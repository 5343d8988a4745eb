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

/**
 * The theme's global heading, link and button rules stop at the elements' edge. The elements' CSS sits in
 * `@layer vinothek`, so any unlayered theme rule beats it, also `h2 { … }` or `a { … }` meant for the theme's own
 * content. This unlayered rule, printed after the theme's styles, sets those properties inside the elements back
 * to what the layers say (`revert-layer`: the elements' own CSS). `:is(…, #vk-theme-edge)` gives it an id's
 * specificity, so a theme's `.entry-content h2` loses too. Custom properties are not part of `all`: `--shop-*`
 * still themes the elements, and so does a theme rule in a layer after ours (README "WordPress").
 */
function vinothek_theme_isolation(): void
{
    if (!apply_filters('vinothek_isolate_theme_styles', true)) {
        return;
    }
    $tags = implode(', ', array_keys(vinothek_elements()));
    $inner = 'h1, h2, h3, h4, h5, h6, p, a, button, input, select, textarea, label, ul, ol, li, figure, img, table, th, td';
    echo "<style id=\"vinothek-theme-edge\">:is({$tags}, #vk-theme-edge) :is({$inner}) { all: revert-layer; }</style>\n";
}
