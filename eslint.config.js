import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (ARCHITECTURE.md §2), on relative specifiers (src/ never imports itself by package name):
 * a widget or part reaches another widget or part folder only through its index.ts (or element.ts), and a core
 * domain (core/<domain>/) only through its index.ts; core never imports a widget or a part; a part never imports
 * a widget. Static imports go through no-restricted-imports, `import()` through no-restricted-syntax (the former
 * does not see dynamic imports).
 */
const otherFolderInternals = {
  regex: String.raw`^(\.\./(?!\.)[^/]+|(\.\./)+(widgets|parts)/[^/]+)/(?!(index|element)\.ts$)`,
  message:
    "Another widget's or part's internals: import its index.ts (or its element.ts for its description), or move the shared piece to src/parts or src/core.",
};
const coreImportsFeature = {
  regex: String.raw`^(\.\./)+(widgets|parts)/`,
  message: 'src/core is shared by every widget and never imports a widget or a part.',
};
const coreInternals = {
  regex: String.raw`^(\.\./)+core/[^/]+/(?!index\.ts$)`,
  message: 'A file inside a core domain: import core/<domain>/index.ts, its public surface.',
};
/** An element's message catalogues (<folder>/messages/*.json) are data, gathered by the generated src/i18n/sources.ts. */
const i18nImportsCore = {
  regex: String.raw`^(\.\./)+(core/|(widgets|parts)/(?![^/]+/messages/[a-z]+\.json$))`,
  message: 'src/i18n sits below core: core and the widgets import it, never the other way round.',
};
/**
 * element.ts is also read by Node (scripts/registry.ts), which cannot load the .tsx behind core/element/index.ts:
 * it takes the attribute parsers from their own file.
 */
const elementCoreInternals = {
  ...coreInternals,
  regex: String.raw`^(\.\./)+core/(?!element/(attributes|docs)\.ts$)[^/]+/(?!index\.ts$)`,
};
/**
 * src/registry reads every element.ts (and generates their wiring): an element importing it back was a cycle. What an
 * element.ts needs to describe itself (ElementDocs) lives in core/element/docs.ts.
 */
const widgetImportsRegistry = {
  regex: String.raw`^(\.\./)+registry/`,
  message: 'src/registry reads the elements, never the other way round: take ElementDocs from core/element/docs.ts.',
};
const partImportsWidget = {
  regex: String.raw`^(\.\./)+widgets/`,
  message: 'A part never imports a widget: it takes what it needs as a prop (the card takes its basket control).',
};

/** esquery cannot read a "/" inside a regular expression; \x2F means the same to RegExp. */
const importExpressionMatching = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', String.raw`\x2F`)}/]`,
  message,
});

const importBoundary = (files, restrictions) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: restrictions }],
    'no-restricted-syntax': ['error', ...restrictions.map(importExpressionMatching)],
  },
});

const testsAndStories = ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'];

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'examples/data/', 'src/i18n/compiled/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  // An element's tests and stories sit in its folder but are no shipped code: they may reach anything.
  {
    ...importBoundary(['src/widgets/*/**'], [otherFolderInternals, coreInternals, widgetImportsRegistry]),
    ignores: [...testsAndStories, 'src/widgets/*/element.ts'],
  },
  importBoundary(['src/widgets/*/element.ts'], [otherFolderInternals, elementCoreInternals, widgetImportsRegistry]),
  { ...importBoundary(['src/parts/*/**'], [otherFolderInternals, coreInternals, partImportsWidget]), ignores: testsAndStories },
  importBoundary(['src/core/**'], [coreImportsFeature]),
  importBoundary(['src/i18n/**'], [i18nImportsCore]),
  {
    files: ['tests/**', 'stories/**', 'scripts/**', 'examples/**', ...testsAndStories],
    rules: { 'no-console': 'off' },
  },
);
