/**
 * Stylist matching: a pure, explainable score of one stylist against one quiz result.
 *
 * The model (contract docs/contracts/quiz-and-stylists.md):
 * 1. Department must fit: a female shopper sees 'female' and 'both' stylists, a male shopper
 *    'male' and 'both'. Anyone else is not scored at all (`null`).
 * 2. Style fit: how many of the styles she loves (2; else those she sometimes wears, 1) the
 *    stylist works in ("coverage", up to {@link STYLES_TO_COVER} of them), blended with how much
 *    of the stylist's own style range she likes ("focus": loved 1, sometimes 0.6, not rated 0.4,
 *    rated no 0).
 * 3. Needs fit: the share of her needs that one of the stylist's expertise tags answers
 *    ({@link needExpertise}). Body fit: the same for body types with a matching expertise.
 * 4. The fits are averaged with {@link STYLE_WEIGHT}, {@link NEEDS_WEIGHT} and {@link BODY_WEIGHT}
 *    over the parts the quiz says something about, and mapped onto FLOOR..100.
 * 5. Tags and the 'Why {first name}' sentence name exactly what scored.
 */

export type Department = 'female' | 'male' | 'both';
export type StyleRate = 0 | 1 | 2;

/** The quiz result, resolved to names: style and body-type names as the tags spell them. */
export type QuizProfile = {
  gender: 'female' | 'male';
  /** Need keys (seed `needs`). */
  needs: string[];
  /** Body-type names (tags of kind 'body'), e.g. 'Petite'. */
  bodyTypes: string[];
  /** Style names (tags of kind 'style'), e.g. 'Minimalist', with her rating. */
  styles: { name: string; rate: StyleRate }[];
};

export type StylistProfile = {
  id: string;
  firstName: string;
  department: Department;
  styleTags: string[];
  expertiseTags: string[];
};

export type MatchScore = {
  stylistId: string;
  /** Integer 0–100. */
  percentage: number;
  /** Unrounded score 0–1. */
  score: number;
  /** What matched: shared styles and expertise, at most {@link MAX_MATCH_TAGS}. */
  tags: string[];
  /** One sentence for 'Why {first name}'. */
  why: string;
};

// --- Weights ----------------------------------------------------------------------------------

export const STYLE_WEIGHT = 0.6;
export const NEEDS_WEIGHT = 0.3;
export const BODY_WEIGHT = 0.1;

/** Within style fit: covering what she loves matters more than the stylist's whole range. */
export const COVERAGE_SHARE = 0.7;
export const FOCUS_SHARE = 1 - COVERAGE_SHARE;

/** A stylist works in 3–5 styles; covering 3 of hers is a full style match. */
export const STYLES_TO_COVER = 3;

/** How much each of the stylist's styles adds to focus, by her rating (unrated: not asked). */
export const FOCUS_CREDIT = { loved: 1, sometimes: 0.6, unrated: 0.4, no: 0 } as const;

/** The percentage of a stylist in her department who matches nothing she said. */
export const FLOOR = 40;

/** A quiz that says nothing scorable (no liked styles, needs or body types) scores this fit. */
export const NEUTRAL_FIT = 0.5;

export const MAX_MATCH_TAGS = 4;

/** The percentage from which the SPA shows a match (spec 000 §9). */
export const SHOWN_FROM = 90;

// --- Mappings ---------------------------------------------------------------------------------

/** Need keys (seed `needs`) to the expertise tags (seed `expertise`) that answer them. */
export const needExpertise: Record<string, readonly string[]> = {
  'new-wardrobe': ['Capsule Wardrobes'],
  'work-wardrobe': ['Workwear', 'Menswear Tailoring'],
  'special-occasion': ['Special Occasions', 'Bridal & Wedding Guest'],
  'date-night': ['Date Night'],
  vacation: ['Travel Packing'],
  'body-changes': ['Maternity', 'Plus-Size Styling', 'Petite Styling'],
  'shop-my-closet': ['Capsule Wardrobes', 'Sustainable Fashion'],
  'closet-cleanout': ['Closet Clean-Out'],
};

/** Body-type names (seed `bodyTypes`) to the expertise that dresses them. */
export const bodyTypeExpertise: Record<string, readonly string[]> = {
  Petite: ['Petite Styling'],
};

// --- Scoring ----------------------------------------------------------------------------------

export const departmentFits = (gender: QuizProfile['gender'], department: Department) =>
  department === 'both' || department === gender;

const listOf = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

/** Share of `asked` (each a list of acceptable expertise) the stylist answers, with what did. */
const answered = (asked: (readonly string[])[], expertise: Set<string>) => {
  const used: string[] = [];
  let met = 0;
  for (const options of asked) {
    const hit = options.find((name) => expertise.has(name));
    if (hit) {
      met += 1;
      if (!used.includes(hit)) used.push(hit);
    }
  }
  return { fit: asked.length ? met / asked.length : null, used };
};

/** Scores one stylist for one quiz; `null` when the department does not fit. */
export const scoreStylist = (quiz: QuizProfile, stylist: StylistProfile): MatchScore | null => {
  if (!departmentFits(quiz.gender, stylist.department)) return null;

  const rating = new Map(quiz.styles.map((style) => [style.name, style.rate]));
  const loved = quiz.styles.filter((style) => style.rate === 2).map((style) => style.name);
  const sometimes = quiz.styles.filter((style) => style.rate === 1).map((style) => style.name);
  const stylistStyles = new Set(stylist.styleTags);

  // Style fit.
  const target = loved.length ? loved : sometimes;
  const sharedLoved = loved.filter((name) => stylistStyles.has(name));
  const sharedSometimes = sometimes.filter((name) => stylistStyles.has(name));
  let styleFit: number | null = null;
  if (target.length) {
    const covered = target.filter((name) => stylistStyles.has(name)).length;
    const coverage = Math.min(1, covered / Math.min(target.length, STYLES_TO_COVER));
    const credits = stylist.styleTags.map((name) => {
      const rate = rating.get(name);
      return rate === 2
        ? FOCUS_CREDIT.loved
        : rate === 1
          ? FOCUS_CREDIT.sometimes
          : rate === 0
            ? FOCUS_CREDIT.no
            : FOCUS_CREDIT.unrated;
    });
    const focus = credits.length
      ? credits.reduce((sum: number, credit) => sum + credit, 0) / credits.length
      : 0;
    styleFit = COVERAGE_SHARE * coverage + FOCUS_SHARE * focus;
  }

  // Needs and body fit.
  const expertise = new Set(stylist.expertiseTags);
  const needs = answered(
    quiz.needs.map((key) => needExpertise[key] ?? []).filter((options) => options.length),
    expertise,
  );
  const body = answered(
    quiz.bodyTypes.map((name) => bodyTypeExpertise[name] ?? []).filter((options) => options.length),
    expertise,
  );

  const parts = [
    { weight: STYLE_WEIGHT, fit: styleFit },
    { weight: NEEDS_WEIGHT, fit: needs.fit },
    { weight: BODY_WEIGHT, fit: body.fit },
  ].filter((part): part is { weight: number; fit: number } => part.fit !== null);
  const totalWeight = parts.reduce((sum, part) => sum + part.weight, 0);
  const score = totalWeight
    ? parts.reduce((sum, part) => sum + part.weight * part.fit, 0) / totalWeight
    : NEUTRAL_FIT;
  const percentage = Math.max(0, Math.min(100, Math.round(FLOOR + (100 - FLOOR) * score)));

  const matchedExpertise = [
    ...needs.used,
    ...body.used.filter((name) => !needs.used.includes(name)),
  ];
  const tags = [...sharedLoved, ...matchedExpertise, ...sharedSometimes].slice(0, MAX_MATCH_TAGS);

  return {
    stylistId: stylist.id,
    percentage,
    score,
    tags,
    why: whySentence(stylist, {
      sharedLoved,
      sharedSometimes,
      needExpertise: needs.used,
      bodyExpertise: body.used.filter((name) => !needs.used.includes(name)),
    }),
  };
};

/** 'Why {first name}': one sentence built from what matched. */
const whySentence = (
  stylist: StylistProfile,
  matched: {
    sharedLoved: string[];
    sharedSometimes: string[];
    needExpertise: string[];
    bodyExpertise: string[];
  },
) => {
  const reasons: string[] = [];
  if (matched.sharedLoved.length) {
    reasons.push(`shares your love of ${listOf(matched.sharedLoved.slice(0, 3))} style`);
  } else if (matched.sharedSometimes.length) {
    reasons.push(
      `knows the ${listOf(matched.sharedSometimes.slice(0, 3))} style you sometimes wear`,
    );
  }
  if (matched.needExpertise.length) {
    reasons.push(
      `brings ${listOf(matched.needExpertise.slice(0, 2))} expertise for what you're looking for`,
    );
  }
  if (matched.bodyExpertise.length) {
    reasons.push(`knows ${listOf(matched.bodyExpertise.slice(0, 2))} for your body type`);
  }
  if (!reasons.length) {
    const range = stylist.styleTags.slice(0, 2);
    return range.length
      ? `${stylist.firstName} works in ${listOf(range)} style and can bring a fresh eye to your wardrobe.`
      : `${stylist.firstName} can bring a fresh eye to your wardrobe.`;
  }
  return `${stylist.firstName} ${listOf(reasons)}.`;
};

/**
 * Best first: percentage, then stylist id. Deterministic, and the same order the stored matches
 * are read in (`ORDER BY percentage DESC, stylist_id`), so a list and its stored copy agree.
 */
export const compareMatches = (
  a: Pick<MatchScore, 'percentage' | 'stylistId'>,
  b: Pick<MatchScore, 'percentage' | 'stylistId'>,
) =>
  b.percentage - a.percentage ||
  (a.stylistId < b.stylistId ? -1 : a.stylistId > b.stylistId ? 1 : 0);

/** Every stylist of her department, scored and ranked best first. */
export const rankStylists = (quiz: QuizProfile, stylists: StylistProfile[]): MatchScore[] =>
  stylists
    .map((stylist) => scoreStylist(quiz, stylist))
    .filter((match): match is MatchScore => match !== null)
    .sort(compareMatches);
