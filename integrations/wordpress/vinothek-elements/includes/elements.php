<?php

declare(strict_types=1);

/**
 * Every shop tag and its attributes, from the package's custom-elements.json (a copy beside the plugin, or the
 * package's own when the plugin runs from node_modules/vinothek-elements/integrations/wordpress/).
 *
 * @return array<string, list<string>> tag => attribute names
 */
function vinothek_elements(): array
{
    static $elements = null;
    if ($elements !== null) {
        return $elements;
    }
    $elements = [];
    foreach ([__DIR__ . '/../custom-elements.json', __DIR__ . '/../../../../custom-elements.json'] as $file) {
        if (!is_readable($file)) {
            continue;
        }
        $manifest = json_decode((string) file_get_contents($file), true);
        foreach ($manifest['modules'] ?? [] as $module) {
            foreach ($module['declarations'] ?? [] as $declaration) {
                if (isset($declaration['tagName'])) {
                    $elements[$declaration['tagName']] = array_map(static fn (array $attribute): string => $attribute['name'], $declaration['attributes'] ?? []);
                }
            }
        }
        break;
    }
    return $elements;
}

/**
 * The shop tags in post content for every role that writes it: WordPress's HTML filter (kses) strips unknown tags
 * from the posts of authors and contributors (who lack unfiltered_html). Their attributes are allowed by name, plus
 * `prerendered`; the values stay as written (JSON in single quotes), since none of them is a URL attribute kses checks.
 */
function vinothek_allowed_html(array $allowed, $context): array
{
    if ($context !== 'post') {
        return $allowed;
    }
    foreach (vinothek_elements() as $tag => $attributes) {
        $allowed[$tag] = array_fill_keys([...$attributes, 'prerendered', 'class', 'id'], true);
    }
    return $allowed;
}
