import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * An icon comes from its own module ('lucide-react/icons/copy'), never from the package's index,
 * which imports every icon: the owner build reads the import graph to put the editor's start-up
 * code in one chunk (vite.owner.config.ts), and through the index every icon would look used by
 * every page.
 */
const ICON_BARREL = {
  name: 'lucide-react',
  allowTypeImports: true,
  message: "Import the icon from 'lucide-react/icons/<name>' (the index imports every icon).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/puck/dist',
      'packages/*/dist',
      'data',
      'coverage',
      'node_modules',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Icons by their own module, everywhere; the layers add their rules to this one.
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ICON_BARREL] }] },
  },
  // The layers (docs/architecture.md): each depends only on those above it.
  ...layerRules(),
);

/**
 * One `no-restricted-imports` entry per layer, listing everything it may not import. Flat config
 * lets a later entry replace an earlier one for the same rule, so each file matches exactly one.
 */
function layerRules() {
  const dir = (name) => [
    `**/src/${name}/**`,
    `**/src/${name}`,
    `../${name}/**`,
    `../../${name}/**`,
  ];
  const react = ['react', 'react-dom', 'react/*', 'react-dom/*', '**/*.tsx'];
  const layer = (files, groups, message) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ICON_BARREL], patterns: groups.map((group) => ({ group, message })) },
      ],
    },
  });
  return [
    layer(
      ['src/schema/**'],
      [
        ...['client', 'i18n', 'components', 'renderer', 'ui', 'editor', 'site', 'studio'].map(dir),
        react,
      ],
      'src/schema is the first layer: zod only, no React, nothing below it.',
    ),
    layer(
      ['src/client/**'],
      ['i18n', 'components', 'renderer', 'ui', 'editor', 'site', 'studio'].map(dir),
      'src/client depends only on src/schema.',
    ),
    layer(
      ['src/i18n/**'],
      [...['components', 'renderer', 'ui', 'editor', 'site'].map(dir), react],
      'src/i18n (the message catalogues) depends only on src/schema and src/client.',
    ),
    layer(
      ['src/components/**', 'src/renderer/**', 'src/ui/**'],
      ['editor', 'site', 'studio'].map(dir),
      'Components, the renderer and ui never import the editor or the visitor pages.',
    ),
    layer(
      ['src/site/**'],
      [dir('editor'), dir('studio')],
      'Visitor pages never import the editor or the studio (visitors never download them).',
    ),
    layer(
      ['src/embed/**'],
      [dir('editor'), dir('studio'), dir('site')],
      'The embed kit builds on the renderer, the components, ui and the client; never the editor, the studio or the visitor app (src/site).',
    ),
    layer(
      ['server/**'],
      [...['client', 'renderer', 'ui', 'editor', 'site', 'studio'].map(dir), react],
      "The server imports src/schema and the components' schema.ts files only, never React.",
    ),
    layer(
      ['server/pages/**'],
      [dir('editor')],
      'The server renders visitor pages with the visitor app (src/site), never the editor.',
    ),
  ];
}
