import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import '../src/styles/vinothek.css';
import { switchLanguage } from '../src/i18n/index.ts';
import { loadAllMessages } from '../src/i18n/load-all-messages.ts';
import { createTestStore, ShopHarness, type ConfigOverrides } from '../tests/fixtures/shop-harness.tsx';

// Stories render components without their define.ts, which would load their texts.
loadAllMessages();

/**
 * Every story runs like an island on a page: a fresh store (so stories never share state), the
 * providers, and the page's toast and dialog hosts. A story sets `parameters.shop` to change the
 * page config, e.g. `{ user: { authenticated: true, kundeInklMwst: false } }`.
 */
function StoryShop({ overrides, children }: { overrides: ConfigOverrides | undefined; children: ReactNode }) {
  // One store per mounted story: re-renders (e.g. changed args) keep the toasts and dialogs.
  const [store] = useState(() => createTestStore(overrides));
  return <ShopHarness store={store}>{children}</ShopHarness>;
}

const withShop: Decorator = (Story, context) => (
  <StoryShop overrides={context.parameters.shop as ConfigOverrides | undefined}>
    <Story />
  </StoryShop>
);

/** The toolbar's "Sprache": every story in each shipped language, with that culture's numbers (README "Languages"). */
const withLanguage: Decorator = (Story, context) => {
  const language = (context.globals.language as string | undefined) ?? 'de';
  switchLanguage(language);
  return <Story key={language} />;
};

const preview: Preview = {
  decorators: [withShop, withLanguage],
  globalTypes: {
    language: {
      description: 'Language of the elements',
      toolbar: {
        title: 'Sprache',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
          { value: 'it', title: 'Italiano' },
          { value: 'en', title: 'English' },
        ],
      },
    },
  },
  initialGlobals: { language: 'de' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
};

export default preview;
