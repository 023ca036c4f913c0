/**
 * The fixed answers of the style-preference sections (spec 001 §3), per department. Body types
 * (`tag_uuids`) and styles come from the quiz's own data on the server; everything else is here.
 * Plain data: this file imports nothing.
 */

export type ListOption = { key: string; text: string };
export type Department = 'female' | 'male';

const options = (entries: [string, string][]): ListOption[] =>
  entries.map(([key, text]) => ({ key, text }));

/** `COLOR_ALL` is the first colour: every colour (spec 001 §4). */
export const COLOR_ALL = 'COLOR_ALL';

const colors = options([
  [COLOR_ALL, 'All colors'],
  ['BLACK', 'Black'],
  ['WHITE', 'White'],
  ['GREY', 'Grey'],
  ['NAVY', 'Navy'],
  ['BEIGE', 'Beige'],
  ['BROWN', 'Brown'],
  ['RED', 'Red'],
  ['PINK', 'Pink'],
  ['ORANGE', 'Orange'],
  ['YELLOW', 'Yellow'],
  ['GREEN', 'Green'],
  ['BLUE', 'Blue'],
  ['PURPLE', 'Purple'],
]);

const styleTags = options([
  ['PROFESSIONAL', 'Working professional'],
  ['CREATIVE', 'Creative'],
  ['BUSY_PARENT', 'Busy parent'],
  ['STUDENT', 'Student'],
  ['TRAVELLER', 'Frequent traveller'],
  ['NIGHTS_OUT', 'Always going out'],
  ['HOMEBODY', 'Homebody'],
  ['OUTDOORSY', 'Outdoorsy'],
  ['TREND_LED', 'Trend-led'],
  ['UNDERSTATED', 'Understated'],
]);

/** Spec 001 §3 "Body-issue areas". */
const bodyIssues = (department: Department) =>
  options([
    ['ARMS_SHOULDERS', 'Arms / shoulders'],
    ['STOMACH', 'Stomach'],
    ['REAR', 'Rear'],
    ['HIPS', 'Hips'],
    ['LEGS', 'Legs'],
    ['CHEST', department === 'female' ? 'Chest / bust' : 'Chest'],
    ['FEET', 'Feet'],
    ['HEALTH_CONCERNS', 'Health concerns'],
    ['SOMETHING_ELSE', 'Something else'],
  ]);

const height: Record<Department, ListOption[]> = {
  female: options([
    ['UNDER_5_3', 'Under 5′3″ (160 cm)'],
    ['5_3_TO_5_7', '5′3″ to 5′7″ (160–170 cm)'],
    ['5_8_TO_5_11', '5′8″ to 5′11″ (173–180 cm)'],
    ['OVER_6', '6′0″ and taller (183 cm+)'],
  ]),
  male: options([
    ['UNDER_5_7', 'Under 5′7″ (170 cm)'],
    ['5_7_TO_5_11', '5′7″ to 5′11″ (170–180 cm)'],
    ['6_0_TO_6_3', '6′0″ to 6′3″ (183–191 cm)'],
    ['OVER_6_4', '6′4″ and taller (193 cm+)'],
  ]),
};

const sized = (prefix: 'US' | 'UK', labels: (string | number)[]) =>
  labels.map((label) => ({
    key: `${prefix}_${String(label).replace('.', '_')}`,
    text: `${label}`,
  }));

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);

export type SizeKey = 'top_size' | 'bottom_size' | 'dress_size' | 'shoes_size';

export type SizeList = { key: SizeKey; label: string; us: ListOption[]; uk: ListOption[] };

/** US and UK size charts: women's UK clothing runs 4 above US, shoes 2 below; men's shoes 1. */
const sizes: Record<Department, SizeList[]> = {
  female: [
    {
      key: 'top_size',
      label: 'Tops',
      us: sized('US', range(0, 20, 2)),
      uk: sized('UK', range(4, 24, 2)),
    },
    {
      key: 'bottom_size',
      label: 'Bottoms',
      us: sized('US', range(0, 20, 2)),
      uk: sized('UK', range(4, 24, 2)),
    },
    {
      key: 'dress_size',
      label: 'Dresses',
      us: sized('US', range(0, 20, 2)),
      uk: sized('UK', range(4, 24, 2)),
    },
    {
      key: 'shoes_size',
      label: 'Shoes',
      us: sized('US', range(5, 11, 0.5)),
      uk: sized('UK', range(3, 9, 0.5)),
    },
  ],
  male: [
    {
      key: 'top_size',
      label: 'Tops',
      us: sized('US', ['XS', 'S', 'M', 'L', 'XL', 'XXL']),
      uk: sized('UK', ['XS', 'S', 'M', 'L', 'XL', 'XXL']),
    },
    {
      key: 'bottom_size',
      label: 'Waist (inches)',
      us: sized('US', range(28, 40, 2)),
      uk: sized('UK', range(28, 40, 2)),
    },
    {
      key: 'shoes_size',
      label: 'Shoes',
      us: sized('US', range(7, 14, 1)),
      uk: sized('UK', range(6, 13, 1)),
    },
  ],
};

export type BudgetKey = 'tops' | 'bottoms' | 'shoes' | 'bags' | 'accessories';

export type BudgetList = { key: BudgetKey; label: string; usd: ListOption[]; eur: ListOption[] };

/** Per-piece budgets: the same steps in dollars and euros. */
const budget = (key: BudgetKey, label: string, steps: [number, number, number]): BudgetList => {
  const [low, mid, high] = steps;
  const list = (code: 'USD' | 'EUR', sign: string) =>
    options([
      [`${code}_0_${low}`, `Under ${sign}${low}`],
      [`${code}_${low}_${mid}`, `${sign}${low}–${sign}${mid}`],
      [`${code}_${mid}_${high}`, `${sign}${mid}–${sign}${high}`],
      [`${code}_${high}_PLUS`, `${sign}${high} and up`],
    ]);
  return { key, label, usd: list('USD', '$'), eur: list('EUR', '€') };
};

const budgets: BudgetList[] = [
  budget('tops', 'Tops', [50, 100, 200]),
  budget('bottoms', 'Bottoms', [50, 100, 200]),
  budget('shoes', 'Shoes', [75, 150, 300]),
  budget('bags', 'Bags', [100, 300, 600]),
  budget('accessories', 'Accessories', [30, 75, 150]),
];

export type FixedChoiceKey =
  | 'style_tags'
  | 'body_issues'
  | 'height'
  | 'fit_top'
  | 'fit_bottom'
  | 'jeans'
  | 'heels'
  | 'heels_type'
  | 'highlight'
  | 'colors'
  | 'jewelry'
  | 'comfort_zone'
  | 'clothing_preferences'
  | 'what_matters'
  | 'fabrics'
  | 'style_icons';

/** Each fixed choice section's answers; an empty list leaves the section out (men's heels). */
export const fixedChoices = (department: Department): Record<FixedChoiceKey, ListOption[]> => {
  const female = department === 'female';
  return {
    style_tags: styleTags,
    body_issues: bodyIssues(department),
    height: height[department],
    fit_top: options(
      female
        ? [
            ['FITTED', 'Fitted'],
            ['RELAXED', 'Relaxed'],
            ['OVERSIZED', 'Oversized'],
            ['CROPPED', 'Cropped'],
          ]
        : [
            ['SLIM', 'Slim'],
            ['REGULAR', 'Regular'],
            ['RELAXED', 'Relaxed'],
            ['OVERSIZED', 'Oversized'],
          ],
    ),
    fit_bottom: options(
      female
        ? [
            ['SKINNY', 'Skinny'],
            ['STRAIGHT', 'Straight'],
            ['WIDE_LEG', 'Wide leg'],
            ['FLARED', 'Flared'],
            ['RELAXED', 'Relaxed'],
          ]
        : [
            ['SLIM', 'Slim'],
            ['STRAIGHT', 'Straight'],
            ['TAPERED', 'Tapered'],
            ['RELAXED', 'Relaxed'],
          ],
    ),
    jeans: options(
      female
        ? [
            ['SKINNY', 'Skinny'],
            ['STRAIGHT', 'Straight'],
            ['BOOTCUT', 'Bootcut'],
            ['FLARE', 'Flare'],
            ['MOM', 'Mom'],
            ['BOYFRIEND', 'Boyfriend'],
            ['WIDE_LEG', 'Wide leg'],
          ]
        : [
            ['SKINNY', 'Skinny'],
            ['SLIM', 'Slim'],
            ['STRAIGHT', 'Straight'],
            ['RELAXED', 'Relaxed'],
            ['BOOTCUT', 'Bootcut'],
          ],
    ),
    heels: female
      ? options([
          ['FLATS', 'Flats only'],
          ['LOW', 'Low (under 2″)'],
          ['MID', 'Mid (2–3″)'],
          ['HIGH', 'High (over 3″)'],
        ])
      : [],
    heels_type: female
      ? options([
          ['BLOCK', 'Block'],
          ['STILETTO', 'Stiletto'],
          ['WEDGE', 'Wedge'],
          ['KITTEN', 'Kitten'],
          ['PLATFORM', 'Platform'],
        ])
      : [],
    highlight: options(
      female
        ? [
            ['ARMS', 'Arms'],
            ['SHOULDERS', 'Shoulders'],
            ['WAIST', 'Waist'],
            ['LEGS', 'Legs'],
            ['BUST', 'Bust'],
            ['BACK', 'Back'],
            ['NECKLINE', 'Neckline'],
          ]
        : [
            ['ARMS', 'Arms'],
            ['SHOULDERS', 'Shoulders'],
            ['CHEST', 'Chest'],
            ['LEGS', 'Legs'],
          ],
    ),
    colors,
    jewelry: options(
      female
        ? [
            ['GOLD', 'Gold'],
            ['SILVER', 'Silver'],
            ['ROSE_GOLD', 'Rose gold'],
            ['PEARLS', 'Pearls'],
            ['STATEMENT', 'Statement pieces'],
            ['DELICATE', 'Delicate pieces'],
          ]
        : [
            ['WATCHES', 'Watches'],
            ['RINGS', 'Rings'],
            ['BRACELETS', 'Bracelets'],
            ['NECKLACES', 'Necklaces'],
            ['CUFFLINKS', 'Cufflinks'],
          ],
    ),
    comfort_zone: options([
      ['STAY', 'Keep me in my comfort zone'],
      ['A_LITTLE', 'Push me a little'],
      ['A_LOT', 'Push me a lot'],
    ]),
    clothing_preferences: options([
      ['CASUAL', 'Casual'],
      ['BUSINESS_CASUAL', 'Business casual'],
      ['FORMAL', 'Formal'],
      ['ATHLEISURE', 'Athleisure'],
    ]),
    what_matters: options([
      ['PRICE', 'Price'],
      ['QUALITY', 'Quality'],
      ['SUSTAINABILITY', 'Sustainability'],
      ['BRANDS', 'Brands'],
      ['COMFORT', 'Comfort'],
      ['TRENDS', 'Trends'],
      ['VERSATILITY', 'Versatility'],
    ]),
    fabrics: options([
      ['COTTON', 'Cotton'],
      ['LINEN', 'Linen'],
      ['SILK', 'Silk'],
      ['WOOL', 'Wool'],
      ['CASHMERE', 'Cashmere'],
      ['DENIM', 'Denim'],
      ['LEATHER', 'Leather'],
      ['VEGAN_LEATHER', 'Vegan leather'],
    ]),
    style_icons: options(
      female
        ? [
            ['AUDREY_HEPBURN', 'Audrey Hepburn'],
            ['JACKIE_KENNEDY', 'Jackie Kennedy'],
            ['KATE_MOSS', 'Kate Moss'],
            ['ZENDAYA', 'Zendaya'],
            ['RIHANNA', 'Rihanna'],
            ['JENNIFER_ANISTON', 'Jennifer Aniston'],
            ['BLAKE_LIVELY', 'Blake Lively'],
          ]
        : [
            ['STEVE_MCQUEEN', 'Steve McQueen'],
            ['DAVID_BECKHAM', 'David Beckham'],
            ['HARRY_STYLES', 'Harry Styles'],
            ['IDRIS_ELBA', 'Idris Elba'],
            ['RYAN_GOSLING', 'Ryan Gosling'],
            ['PHARRELL_WILLIAMS', 'Pharrell Williams'],
          ],
    ),
  };
};

export const sizeLists = (department: Department): SizeList[] => sizes[department];
export const budgetLists = (): BudgetList[] => budgets;
