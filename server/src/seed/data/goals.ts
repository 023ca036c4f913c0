/** Styling goals asked during booking. */
export const goals: string[] = [
  'Refresh my everyday wardrobe',
  'Find outfits for a special event',
  'Build a work wardrobe',
  'Discover a new style',
  'Make the most of my closet',
  'Dress for a new chapter in life',
];
