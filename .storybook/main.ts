import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The fixture articles' label images, rendered by scripts/storybook-images.ts (npm run storybook runs it).
  staticDirs: ['../storybook-images'],
};

export default config;
