/**
 * The web app manifest ("Add to Home Screen"), named after the configured product: the build
 * writes it to dist/manifest.webmanifest (vite.config.ts), the dev server answers it. Icons are
 * public/icon-*.png, drawn from public/favicon.svg.
 */
export const webManifest = (productName: string) => ({
  id: '/app/',
  name: `${productName}: personal styling`,
  short_name: productName,
  description:
    'Get matched with a professional stylist, book an online styling session and shop looks picked for you.',
  lang: 'en',
  start_url: '/app/',
  scope: '/app/',
  display: 'standalone',
  theme_color: '#161616',
  background_color: '#161616',
  icons: [
    { src: '/app/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/app/icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/app/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
});
