/**
 * Style tags and quiz mood boards. A style's `name` is both the tag name and the mood board's
 * display name, so matching can compare them directly; `key` is the mood board's `style`.
 */
export type StyleSeed = {
  key: string;
  name: string;
  department: 'female' | 'male' | 'both';
};

export const styles: StyleSeed[] = [
  { key: 'classic', name: 'Classic', department: 'both' },
  { key: 'minimalist', name: 'Minimalist', department: 'both' },
  { key: 'preppy', name: 'Preppy', department: 'both' },
  { key: 'sporty', name: 'Sporty', department: 'both' },
  { key: 'streetwear', name: 'Streetwear', department: 'both' },
  { key: 'bohemian', name: 'Bohemian', department: 'female' },
  { key: 'edgy', name: 'Edgy', department: 'female' },
  { key: 'romantic', name: 'Romantic', department: 'female' },
  { key: 'glam', name: 'Glam', department: 'female' },
  { key: 'rugged', name: 'Rugged', department: 'male' },
  { key: 'smart-casual', name: 'Smart Casual', department: 'male' },
];

/** Quiz order of the mood boards per department (style keys). */
export const moodboardOrder: Record<'female' | 'male', string[]> = {
  female: [
    'classic',
    'bohemian',
    'minimalist',
    'edgy',
    'romantic',
    'sporty',
    'glam',
    'preppy',
    'streetwear',
  ],
  male: ['classic', 'smart-casual', 'minimalist', 'rugged', 'preppy', 'sporty', 'streetwear'],
};

export const stylesFor = (department: 'female' | 'male'): StyleSeed[] =>
  moodboardOrder[department].map((key) => {
    const style = styles.find((candidate) => candidate.key === key);
    if (!style) throw new Error(`Unknown style ${key}`);
    return style;
  });
