<?php

declare(strict_types=1);

/**
 * The PHP client of `vinothek-elements serve` (README "Server rendering for any CMS"). One file, PHP >= 8.1,
 * no Composer dependency.
 *
 *     require __DIR__ . '/VinothekRender.php';
 *     $render = new VinothekRender('http://127.0.0.1:3100', ['timeout' => 1.0, 'cache' => $psr16Cache]);
 *     ob_start();
 *     // … the template writes its <shop-*> tags with their data, as the README says …
 *     echo $render->renderPage(ob_get_clean(), 'https://shop.example' . $_SERVER['REQUEST_URI']);
 *
 * The page's empty `<shop-*>` tags go to the service in one request; each comes back with its first render
 * inside (and its JSON-LD after it), so the content paints before any script. Whatever goes wrong (the service
 * stopped, slow, answering nonsense) the page keeps its tags as written, which the browser renders as before,
 * and one line saying why goes to error_log().
 */
final class VinothekRender
{
    /** Content of these elements is text, not markup: a `<shop-` inside them is no element. */
    private const SKIPPED = '<!--.*?-->|<(script|style|textarea|template|noscript|title|xmp)\b[^>]*>.*?<\/\1\s*>';

    private const ATTRIBUTE = '/([^\s"\'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>]+)))?/';

    private string $serviceUrl;
    private float $timeout;
    /** @var object|callable|null */
    private $cache;
    private int $cacheTtl;
    /** @var callable(string): void */
    private $log;
    private string $jsonLd;
    private string $head = '';

    /**
     * @param string $serviceUrl The service's address, e.g. http://127.0.0.1:3100.
     * @param array{timeout?: float, cache?: object|callable|null, cacheTtl?: int, log?: callable, jsonLd?: string} $options
     *   - timeout: seconds for the whole call (default 1.5; keep it above the service's --timeout).
     *   - cache: an object with get($key, $default) and set($key, $value, $ttl) (PSR-16's CacheInterface or
     *     anything shaped like it), or a callable fn(string $key, callable $compute): ?array that returns the
     *     kept answer or keeps and returns $compute()'s, unless that is null (the service did not answer).
     *     Answers are kept under a key of everything sent, so a changed article or config is a new key; answers
     *     with an element past the time limit are not kept by the object form.
     *   - cacheTtl: seconds (default 300).
     *   - log: fn(string $line) (default error_log).
     *   - jsonLd: 'inline' (after each element, as renderElement writes it; default), 'head' (before
     *     </head>, or from head() for the template to write), 'none'.
     */
    public function __construct(string $serviceUrl, array $options = [])
    {
        $this->serviceUrl = rtrim($serviceUrl, '/');
        $this->timeout = (float) ($options['timeout'] ?? 1.5);
        $this->cache = $options['cache'] ?? null;
        $this->cacheTtl = (int) ($options['cacheTtl'] ?? 300);
        $this->log = $options['log'] ?? static function (string $line): void {
            error_log($line);
        };
        $this->jsonLd = (string) ($options['jsonLd'] ?? 'inline');
    }

    /**
     * The page with its empty `<shop-*>` tags rendered in place. The config is the page's `#shop-config`
     * unless given. A page without such tags costs no request and comes back unchanged.
     */
    public function renderPage(string $html, ?string $url = null, mixed $config = null): string
    {
        $tags = self::findTags($html);
        $this->head = '';
        if ($tags === []) {
            return $html;
        }
        $config ??= self::pageConfig($html);
        $elements = [];
        foreach ($tags as $index => $tag) {
            $elements[] = ['id' => (string) $index, 'tag' => $tag['tag'], 'attributes' => (object) $tag['attributes']];
        }
        $answer = $this->renderElements($elements, $config, $url);
        if ($answer === null) {
            return $html;
        }
        $out = '';
        $from = 0;
        $preload = '';
        foreach ($tags as $index => $tag) {
            $element = $answer[(string) $index] ?? null;
            if (!is_array($element) || isset($element['error']) || !is_string($element['html'] ?? null)) {
                continue; // the browser renders this one
            }
            $jsonLd = is_string($element['jsonLd'] ?? null) ? $element['jsonLd'] : '';
            $out .= substr($html, $from, $tag['start'] - $from) . $element['html'] . ($this->jsonLd === 'inline' ? $jsonLd : '');
            $this->head .= $jsonLd;
            if ($preload === '' && is_string($element['preload'] ?? null)) {
                $preload = $element['preload'];
            }
            $from = $tag['end'];
        }
        $out .= substr($html, $from);
        // The first element's lead image, preloaded from the head: fetched while the browser reads the page, not once
        // it reaches the element (LCP). Only into a head that comes before the first shop tag.
        $headEnd = stripos($out, '</head>');
        if ($preload !== '' && $headEnd !== false && $headEnd < $tags[0]['start']) {
            $out = substr($out, 0, $headEnd) . $preload . substr($out, $headEnd);
        }
        if ($this->jsonLd === 'head' && $this->head !== '' && ($at = stripos($out, '</head>')) !== false) {
            $out = substr($out, 0, $at) . $this->head . substr($out, $at);
        }
        return $out;
    }

    /** The last page's JSON-LD scripts, for a template that writes its head after the body (option jsonLd 'head'). */
    public function head(): string
    {
        return $this->head;
    }

    /**
     * One round trip for a batch `[['id' => …, 'tag' => …, 'attributes' => [name => value]], …]`: the service's
     * answer per id (`html`, `jsonLd`, and `error` when the element is its bare tag), or null when the service
     * could not be asked (logged; write the bare tags).
     *
     * @param list<array{id: string, tag: string, attributes: array<string, string>|object}> $elements
     * @return array<string, array{html: string, jsonLd: string, error?: string}>|null
     */
    public function renderElements(array $elements, mixed $config = null, ?string $url = null): ?array
    {
        $body = json_encode(['config' => $config, 'url' => $url, 'elements' => $elements], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
        if ($body === false) {
            ($this->log)('vinothek-elements: the page\'s elements were rendered in the browser: ' . json_last_error_msg());
            return null;
        }
        $key = 'vinothek-render-' . hash('sha256', $body);
        if (is_object($this->cache) && method_exists($this->cache, 'get') && method_exists($this->cache, 'set')) {
            $cached = $this->cache->get($key, null);
            if (is_array($cached)) {
                return $cached;
            }
            $answer = $this->ask($body);
            if ($answer !== null && self::complete($answer)) {
                $this->cache->set($key, $answer, $this->cacheTtl);
            }
            return $answer;
        }
        if (is_callable($this->cache)) {
            // The callback keeps what compute() returns unless it is null (no answer) — see the constructor.
            $answer = ($this->cache)($key, fn (): ?array => $this->ask($body));
            return is_array($answer) ? $answer : null;
        }
        return $this->ask($body);
    }

    /** The service's answer, or null after logging why there is none. */
    private function ask(string $body): ?array
    {
        try {
            return $this->post('/render', $body);
        } catch (RuntimeException $error) {
            ($this->log)('vinothek-elements: the page\'s elements were rendered in the browser: ' . $error->getMessage());
            return null;
        }
    }

    /** Whether every element was answered in time: a time limit is no answer to keep, the next page asks again. */
    private static function complete(array $answer): bool
    {
        foreach ($answer as $element) {
            if (str_starts_with((string) ($element['error'] ?? ''), 'not rendered within')) {
                return false;
            }
        }
        return true;
    }

    /**
     * The element as a template writes it: its attributes (JSON as text) in single quotes, nothing inside. `>` is
     * escaped too, for HTML filters (WordPress's kses) that end a tag at the first `>`.
     */
    public static function tag(string $tag, array $attributes = []): string
    {
        $written = '';
        foreach ($attributes as $name => $value) {
            $text = is_string($value) ? $value : json_encode($value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
            $written .= ' ' . $name . "='" . str_replace(['&', "'", '<', '>'], ['&amp;', '&#39;', '&lt;', '&gt;'], (string) $text) . "'";
        }
        return "<{$tag}{$written}></{$tag}>";
    }

    /**
     * The page's empty, not yet rendered `<shop-*>` elements with their byte offsets.
     *
     * @return list<array{tag: string, attributes: array<string, string>, start: int, end: int}>
     */
    public static function findTags(string $html): array
    {
        if (stripos($html, '<shop-') === false) {
            return [];
        }
        $pattern = '/' . self::SKIPPED . '|<(shop-[a-z0-9-]+)((?:\s+[^\s"\'>\/=]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s>]+))?)*)\s*\/?>\s*<\/\2\s*>/is';
        if (preg_match_all($pattern, $html, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE) === false) {
            return [];
        }
        $tags = [];
        foreach ($matches as $match) {
            if (!isset($match[2]) || $match[2][1] < 0) {
                continue; // a comment or raw-text element
            }
            $attributes = [];
            preg_match_all(self::ATTRIBUTE, $match[3][0] ?? '', $pairs, PREG_SET_ORDER | PREG_UNMATCHED_AS_NULL);
            foreach ($pairs as $pair) {
                $name = strtolower($pair[1]);
                $attributes[$name] ??= html_entity_decode($pair[2] ?? $pair[3] ?? $pair[4] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8');
            }
            if (array_key_exists('prerendered', $attributes)) {
                continue;
            }
            $tags[] = ['tag' => strtolower($match[2][0]), 'attributes' => $attributes, 'start' => $match[0][1], 'end' => $match[0][1] + strlen($match[0][0])];
        }
        return $tags;
    }

    /** The `#shop-config` script's JSON, or null (the elements' defaults). */
    public static function pageConfig(string $html): mixed
    {
        if (!preg_match('/<script\b[^>]*\bid\s*=\s*["\']?shop-config["\']?[^>]*>(.*?)<\/script\s*>/is', $html, $match)) {
            return null;
        }
        $config = json_decode($match[1]);
        return json_last_error() === JSON_ERROR_NONE ? $config : null;
    }

    /** @return array<string, array{html: string, jsonLd: string, error?: string}> */
    private function post(string $path, string $body): array
    {
        $url = $this->serviceUrl . $path;
        if (function_exists('curl_init')) {
            $curl = curl_init($url);
            curl_setopt_array($curl, [
                CURLOPT_POST => true,
                CURLOPT_POSTFIELDS => $body,
                CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
                CURLOPT_RETURNTRANSFER => true,
                CURLOPT_TIMEOUT_MS => (int) ($this->timeout * 1000),
                CURLOPT_CONNECTTIMEOUT_MS => (int) ($this->timeout * 1000),
            ]);
            $text = curl_exec($curl);
            $status = (int) curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
            $problem = $text === false ? curl_error($curl) : '';
            curl_close($curl);
        } else {
            $context = stream_context_create(['http' => [
                'method' => 'POST',
                'header' => "Content-Type: application/json\r\nConnection: close\r\n",
                'content' => $body,
                'timeout' => $this->timeout,
                'ignore_errors' => true,
            ]]);
            $problem = '';
            set_error_handler(static function (int $severity, string $message) use (&$problem): bool {
                $problem = preg_replace('/^file_get_contents\([^)]*\): /', '', $message) ?? $message;
                return true;
            });
            try {
                $text = file_get_contents($url, false, $context);
            } finally {
                restore_error_handler();
            }
            $status = isset($http_response_header[0]) && preg_match('/\s(\d{3})\s?/', $http_response_header[0], $m) ? (int) $m[1] : 0;
        }
        if (!is_string($text)) {
            throw new RuntimeException("the render service at {$url} did not answer within {$this->timeout} s or not at all" . ($problem !== '' ? " ({$problem})" : ''));
        }
        if ($status !== 200) {
            throw new RuntimeException("the render service at {$url} answered HTTP {$status}: " . substr($text, 0, 200));
        }
        $answer = json_decode($text, true);
        if (!is_array($answer) || !is_array($answer['elements'] ?? null)) {
            throw new RuntimeException("the render service at {$url} answered no batch");
        }
        return $answer['elements'];
    }
}
