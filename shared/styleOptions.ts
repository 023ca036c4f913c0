/**
 * Style info (docs/contracts/settings.md): the wire types of `GET user/styleOptions`,
 * `GET user/{uid}/styleData` and `PUT user/{uid}/stylingPreferences`, the sections in the spec's
 * order (spec 001 §3 "Style preference sections") and the rules both sides share. Imports only
 * the plain lists beside it.
 */
import {
  budgetLists,
  COLOR_ALL,
  fixedChoices,
  sizeLists,
  type BudgetKey,
  type Department,
  type FixedChoiceKey,
  type SizeKey,
} from './styleOptionLists';

export { COLOR_ALL, type BudgetKey, type Department, type SizeKey };

export type StyleOption = { key: string; text: string; picture?: string | null };

export type SingleChoiceKey = 'height' | 'heels' | 'comfort_zone' | 'clothing_preferences';
export type MultipleChoiceKey =
  | 'style_tags'
  | 'tag_uuids'
  | 'body_issues'
  | 'styles'
  | 'fit_top'
  | 'fit_bottom'
  | 'jeans'
  | 'heels_type'
  | 'highlight'
  | 'colors'
  | 'jewelry'
  | 'what_matters'
  | 'fabrics'
  | 'style_icons';
export type ChoiceKey = SingleChoiceKey | MultipleChoiceKey;
export type NoteKey = 'body_issues_details' | 'body_issues_other';
export type SocialKey = 'pinterest_username' | 'instagram_username' | 'facebook_username';

export type ChoiceSection = {
  key: ChoiceKey;
  kind: 'choice';
  choice: 'single' | 'multiple';
  title: string;
  hint?: string;
  options: StyleOption[];
};
export type NotesSection = {
  key: 'body_issues_notes';
  kind: 'notes';
  title: string;
  fields: { key: NoteKey; label: string; maxLength: number }[];
};
export type SizesSection = {
  key: 'sizes';
  kind: 'sizes';
  title: string;
  fields: { key: SizeKey; label: string; us: StyleOption[]; uk: StyleOption[] }[];
};
export type BudgetsSection = {
  key: 'budget_ranges';
  kind: 'budgets';
  title: string;
  fields: { key: BudgetKey; label: string; usd: StyleOption[]; eur: StyleOption[] }[];
};
export type LinksSection = {
  key: 'social';
  kind: 'links';
  title: string;
  hint?: string;
  fields: { key: SocialKey; label: string }[];
};
export type StyleSection =
  ChoiceSection | NotesSection | SizesSection | BudgetsSection | LinksSection;

/** `GET user/styleOptions?gender=` */
export type StyleOptions = { gender: Department; sections: StyleSection[] };

/** `GET user/{uid}/styleData`; also the answer of the PUT. Unset: null, [] or ''. */
export type StyleData = { [K in MultipleChoiceKey]: string[] } & {
  [K in SingleChoiceKey | SizeKey]: string | null;
} & { [K in NoteKey | SocialKey]: string } & {
  budget_ranges: Record<BudgetKey, string | null>;
};

/** `PUT user/{uid}/stylingPreferences`: any subset of the keys. */
export type StylePreferencesUpdate = Partial<Omit<StyleData, 'budget_ranges'>> & {
  budget_ranges?: Partial<Record<BudgetKey, string | null>>;
};

export const SINGLE_CHOICE_KEYS: readonly SingleChoiceKey[] = [
  'height',
  'heels',
  'comfort_zone',
  'clothing_preferences',
];
export const MULTIPLE_CHOICE_KEYS: readonly MultipleChoiceKey[] = [
  'style_tags',
  'tag_uuids',
  'body_issues',
  'styles',
  'fit_top',
  'fit_bottom',
  'jeans',
  'heels_type',
  'highlight',
  'colors',
  'jewelry',
  'what_matters',
  'fabrics',
  'style_icons',
];
export const SIZE_KEYS: readonly SizeKey[] = [
  'top_size',
  'bottom_size',
  'dress_size',
  'shoes_size',
];
export const BUDGET_KEYS: readonly BudgetKey[] = [
  'tops',
  'bottoms',
  'shoes',
  'bags',
  'accessories',
];
export const NOTE_KEYS: readonly NoteKey[] = ['body_issues_details', 'body_issues_other'];
export const SOCIAL_KEYS: readonly SocialKey[] = [
  'pinterest_username',
  'instagram_username',
  'facebook_username',
];

export const NOTE_MAX_LENGTH = 1000;
export const NOTE_TOO_LONG_MESSAGE = 'Please keep this under 1,000 characters.';
export const SOCIAL_USERNAME_MAX_LENGTH = 50;
export const SOCIAL_USERNAME_MESSAGE = 'Enter just the username, e.g. jane.doe.';
export const NOT_AN_OPTION_MESSAGE = 'That is not one of the options.';

/** Nothing chosen yet. */
export const EMPTY_STYLE_DATA: StyleData = {
  style_tags: [],
  tag_uuids: [],
  body_issues: [],
  body_issues_details: '',
  body_issues_other: '',
  styles: [],
  height: null,
  top_size: null,
  bottom_size: null,
  dress_size: null,
  shoes_size: null,
  fit_top: [],
  fit_bottom: [],
  jeans: [],
  heels: null,
  heels_type: [],
  highlight: [],
  colors: [],
  jewelry: [],
  comfort_zone: null,
  budget_ranges: { tops: null, bottoms: null, shoes: null, bags: null, accessories: null },
  clothing_preferences: null,
  what_matters: [],
  fabrics: [],
  style_icons: [],
  pinterest_username: '',
  instagram_username: '',
  facebook_username: '',
};

/** `male` for men's options; anyone else (women, non-binary, unknown) gets the women's. */
export const styleDepartment = (gender: string | null | undefined): Department =>
  gender === 'male' ? 'male' : 'female';

/** Spec 001 §4: UK users get UK sizes and EUR budgets; everyone else US sizes and USD. */
export const isUkCountry = (country: string | null | undefined) =>
  ['GB', 'UK'].includes((country ?? '').trim().toUpperCase());

/** A username as stored: trimmed, without a leading @. */
export const normalizeSocialUsername = (value: string | null | undefined) =>
  (value ?? '').trim().replace(/^@/, '');

/** A social username (not a link): letters, digits, dots, underscores, dashes; ≤ 50. Empty is fine. */
export const validateSocialUsername = (value: string | null | undefined): string | undefined => {
  const name = normalizeSocialUsername(value);
  if (name === '') return undefined;
  return name.length <= SOCIAL_USERNAME_MAX_LENGTH && /^[A-Za-z0-9._-]+$/.test(name)
    ? undefined
    : SOCIAL_USERNAME_MESSAGE;
};

export const validateStyleNote = (value: string | null | undefined): string | undefined =>
  (value ?? '').length > NOTE_MAX_LENGTH ? NOTE_TOO_LONG_MESSAGE : undefined;

type ChoiceCopy = { title: string; hint?: string };

const CHOICE_COPY: Record<ChoiceKey, ChoiceCopy> = {
  style_tags: { title: 'Which words describe you?' },
  tag_uuids: { title: 'Your body type' },
  body_issues: {
    title: 'Areas you’d like your stylist to be mindful of',
    hint: 'Your stylist will keep these in mind when choosing cuts.',
  },
  styles: { title: 'Styles you love' },
  height: { title: 'Your height' },
  fit_top: { title: 'How do you like tops to fit?' },
  fit_bottom: { title: 'How do you like bottoms to fit?' },
  jeans: { title: 'Jeans you wear' },
  heels: { title: 'Heel height' },
  heels_type: { title: 'Heels you like' },
  highlight: { title: 'What would you like to highlight?' },
  colors: { title: 'Colors you love to wear' },
  jewelry: { title: 'Jewelry you wear' },
  comfort_zone: { title: 'How far should your stylist push you?' },
  clothing_preferences: { title: 'What do you wear most days?' },
  what_matters: { title: 'What matters most when you shop?' },
  fabrics: { title: 'Fabrics you love' },
  style_icons: { title: 'Style icons' },
};

const choice = (key: ChoiceKey, options: StyleOption[]): ChoiceSection => ({
  key,
  kind: 'choice',
  choice: (SINGLE_CHOICE_KEYS as readonly string[]).includes(key) ? 'single' : 'multiple',
  ...CHOICE_COPY[key],
  options,
});

/** The quiz's own answers, which the server reads from its data. */
export type QuizOptions = { tag_uuids: StyleOption[]; styles: StyleOption[] };

/**
 * Every section for a department, in the spec's order. A choice section without options (men's
 * heels) is left out.
 */
export const buildStyleOptions = (department: Department, quiz: QuizOptions): StyleOptions => {
  const fixed = fixedChoices(department);
  const pick = (key: FixedChoiceKey) => choice(key, fixed[key]);
  const sections: StyleSection[] = [
    pick('style_tags'),
    choice('tag_uuids', quiz.tag_uuids),
    pick('body_issues'),
    {
      key: 'body_issues_notes',
      kind: 'notes',
      title: 'Tell your stylist more',
      fields: [
        {
          key: 'body_issues_details',
          label: 'Anything about these areas your stylist should know?',
          maxLength: NOTE_MAX_LENGTH,
        },
        { key: 'body_issues_other', label: 'Something else', maxLength: NOTE_MAX_LENGTH },
      ],
    },
    choice('styles', quiz.styles),
    pick('height'),
    { key: 'sizes', kind: 'sizes', title: 'Your sizes', fields: sizeLists(department) },
    pick('fit_top'),
    pick('fit_bottom'),
    pick('jeans'),
    pick('heels'),
    pick('heels_type'),
    pick('highlight'),
    pick('colors'),
    pick('jewelry'),
    pick('comfort_zone'),
    {
      key: 'budget_ranges',
      kind: 'budgets',
      title: 'What do you usually spend per piece?',
      fields: budgetLists(),
    },
    pick('clothing_preferences'),
    pick('what_matters'),
    pick('fabrics'),
    pick('style_icons'),
    {
      key: 'social',
      kind: 'links',
      title: 'Your social profiles',
      hint: 'Your stylist may look at these for inspiration.',
      fields: [
        { key: 'pinterest_username', label: 'Pinterest username' },
        { key: 'instagram_username', label: 'Instagram username' },
        { key: 'facebook_username', label: 'Facebook username' },
      ],
    },
  ];
  return {
    gender: department,
    sections: sections.filter((section) => section.kind !== 'choice' || section.options.length > 0),
  };
};
