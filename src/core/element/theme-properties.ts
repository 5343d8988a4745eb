/**
 * The theme's custom properties (declared on :root in src/styles/core.css, where the defaults live;
 * tests/unit/registry.test.ts checks that these defaults match). Data for the docs only: an element.ts names the ones
 * its rules read by type (ElementDocs), src/registry/theme.ts turns them into the docs' entries. A site sets any of them to restyle the shop.
 */
export const themeProperties = {
  '--shop-font-family': ['Body text font', "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"],
  '--shop-font-family-heading': ['Heading font', "Georgia, 'Times New Roman', serif"],
  '--shop-font-size': ['Base font size', '1rem'],
  '--shop-line-height': ['Base line height', '1.5'],
  '--shop-color-text': ['Text colour', '#2b2522'],
  '--shop-color-text-muted': ['Secondary text colour', '#5f5650'],
  '--shop-color-background': ['Background of controls and panels', '#fff'],
  '--shop-color-surface-muted': ['Background of quiet surfaces (hover, stripes)', '#f6f3f0'],
  '--shop-color-border': ['Border colour', '#d0cbc6'],
  '--shop-color-border-strong': ['Border colour of form controls', '#8a817b'],
  '--shop-color-accent': ['Accent: primary buttons, links, badges', '#7b1e3a'],
  '--shop-color-accent-hover': ['Accent on hover', '#5e1529'],
  '--shop-color-accent-soft': ['Pale accent for highlighted options', '#f7e9ee'],
  '--shop-color-on-accent': ['Text on the accent colour', '#fff'],
  '--shop-color-focus': ['Focus ring colour', '#1a5fb4'],
  '--shop-color-success': ['Success colour', '#1d6b3a'],
  '--shop-color-success-soft': ['Success background', '#e8f4ec'],
  '--shop-color-info': ['Info colour', '#1f4e79'],
  '--shop-color-info-soft': ['Info background', '#e9f1f9'],
  '--shop-color-warning': ['Warning colour', '#7a4500'],
  '--shop-color-warning-soft': ['Warning background', '#fff3df'],
  '--shop-color-danger': ['Error colour', '#a11b1b'],
  '--shop-color-danger-soft': ['Error background', '#fcebeb'],
  '--shop-color-backdrop': ['Dialog backdrop', 'rgb(30 22 20 / 0.55)'],
  '--shop-radius': ['Corner radius of controls', '0.375rem'],
  '--shop-radius-large': ['Corner radius of cards and panels', '0.75rem'],
  '--shop-space-1': ['Spacing step 1', '0.25rem'],
  '--shop-space-2': ['Spacing step 2', '0.5rem'],
  '--shop-space-3': ['Spacing step 3', '0.75rem'],
  '--shop-space-4': ['Spacing step 4', '1rem'],
  '--shop-space-6': ['Spacing step 6', '1.5rem'],
  '--shop-control-height': ['Height of buttons and inputs', '2.5rem'],
  '--shop-focus-ring': ['Focus ring as a box-shadow', '0 0 0 3px var(--shop-color-focus)'],
  '--shop-shadow': ['Shadow of pop-overs', '0 8px 24px rgb(30 22 20 / 0.18)'],
  '--shop-duration': ['Duration of transitions', '200ms'],
  '--shop-z-toasts': ['z-index of the toasts', '1100'],
  '--shop-z-dialogs': ['z-index of the dialogs', '1000'],
} as const satisfies Record<string, readonly [description: string, fallback: string]>;

export type ThemeProperty = keyof typeof themeProperties;
