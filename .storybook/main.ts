import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Shared stories (core UI) in stories/, an element's own stories in its folder.
  stories: ['../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The fixture articles' label images, rendered by scripts/storybook-images.ts (npm run storybook runs it).
  staticDirs: ['../storybook-images'],
};

export default config;
