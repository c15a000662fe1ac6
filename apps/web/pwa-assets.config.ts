import { defineConfig, type Preset } from '@vite-pwa/assets-generator/config';

// The mark's own tile colour fills the square behind it: the maskable and iOS icons are opaque
// and full-bleed, and the ball (half the width) stays inside the maskable safe zone (80 %)
// whatever shape the phone cuts the icon to.
const brandTeal = '#00695c';

/**
 * The installable app's icons, drawn from the brand mark (public/favicon.svg): 192 and 512 px
 * for the web manifest, a maskable 512 px for Android's adaptive icons, and 180 px for iOS.
 * Regenerate with `npm run icons -w apps/web` after the mark changes; the PNGs are committed.
 */
const preset: Preset = {
  transparent: { sizes: [192, 512], favicons: [] },
  maskable: { sizes: [512], padding: 0, resizeOptions: { background: brandTeal } },
  apple: { sizes: [180], padding: 0, resizeOptions: { background: brandTeal } },
};

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset,
  images: ['public/favicon.svg'],
});
