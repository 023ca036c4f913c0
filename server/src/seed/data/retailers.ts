/** Invented retailers; item buy URLs are https://{domain}/products/{slug}. */
export type RetailerSeed = { name: string; domain: string };

export const retailers: RetailerSeed[] = [
  { name: 'Northline', domain: 'northline.com' },
  { name: 'The Edit House', domain: 'theedithouse.com' },
  { name: 'Gallery Row', domain: 'galleryrow.com' },
  { name: 'Meridian & Co.', domain: 'meridianandco.com' },
  { name: 'Atrium Store', domain: 'atriumstore.com' },
  { name: 'Loft & Lantern', domain: 'loftandlantern.com' },
  { name: 'Harbor Goods', domain: 'harborgoods.com' },
  { name: 'Stone & Silk', domain: 'stoneandsilk.com' },
];
