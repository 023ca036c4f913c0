import {
  COLOR_ALL,
  validateSocialUsername,
  validateStyleNote,
  type BudgetKey,
  type ChoiceSection,
  type StyleData,
  type StyleOptions,
  type StylePreferencesUpdate,
} from '@shared/styleOptions';

/** Which size chart and currency a shopper sees (spec 001 §4: UK → UK and EUR, else US and USD). */
export type Variants = { sizes: 'us' | 'uk'; budgets: 'usd' | 'eur' };

export const variantsFor = (isUk: boolean): Variants =>
  isUk ? { sizes: 'uk', budgets: 'eur' } : { sizes: 'us', budgets: 'usd' };

const firstKey = (options: { key: string }[]) => options[0]?.key ?? null;
const has = (options: { key: string }[], key: string | null) =>
  key !== null && options.some((option) => option.key === key);

/**
 * What the form starts from: the saved answers, less any that are not options here (another
 * department's), with the first option for an unset size, budget or colour (spec 001 §4). A size
 * or budget of the other chart or currency counts as unset.
 */
export const draftOf = (options: StyleOptions, data: StyleData, variants: Variants): StyleData => {
  const draft: StyleData = { ...data, budget_ranges: { ...data.budget_ranges } };
  for (const section of options.sections) {
    if (section.kind === 'choice') {
      const value = data[section.key];
      if (Array.isArray(value)) {
        const kept = value.filter((key) => has(section.options, key));
        (draft[section.key] as string[]) =
          section.key === 'colors' && kept.length === 0 ? [COLOR_ALL] : kept;
      } else {
        (draft[section.key] as string | null) = has(section.options, value) ? value : null;
      }
    }
    if (section.kind === 'sizes') {
      for (const field of section.fields) {
        const list = field[variants.sizes];
        draft[field.key] = has(list, data[field.key]) ? data[field.key] : firstKey(list);
      }
    }
    if (section.kind === 'budgets') {
      for (const field of section.fields) {
        const list = field[variants.budgets];
        const saved = data.budget_ranges[field.key];
        draft.budget_ranges[field.key] = has(list, saved) ? saved : firstKey(list);
      }
    }
  }
  return draft;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what differs from the saved answers (so body types and styles go only when changed). */
export const changesOf = (draft: StyleData, saved: StyleData): StylePreferencesUpdate => {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof StyleData)[]) {
    if (key === 'budget_ranges') continue;
    if (!same(draft[key], saved[key])) changes[key] = draft[key];
  }
  const budgets = (Object.keys(draft.budget_ranges) as BudgetKey[]).filter(
    (key) => !same(draft.budget_ranges[key], saved.budget_ranges[key]),
  );
  if (budgets.length) {
    changes.budget_ranges = Object.fromEntries(
      budgets.map((key) => [key, draft.budget_ranges[key]]),
    );
  }
  return changes;
};

/**
 * A multiple-choice answer after ticking or unticking `key`. Colours: 'All colors' stands alone,
 * a colour replaces it, and unticking the last colour comes back to all.
 */
export const toggledChoice = (
  section: ChoiceSection,
  current: string[],
  key: string,
  checked: boolean,
): string[] => {
  const next = checked
    ? [...current.filter((value) => value !== key), key]
    : current.filter((value) => value !== key);
  if (section.key !== 'colors') return next;
  if (checked && key === COLOR_ALL) return [COLOR_ALL];
  const colours = next.filter((value) => value !== COLOR_ALL);
  return colours.length ? colours : [COLOR_ALL];
};

/** The form's own checks before saving: notes' length and social usernames. */
export const draftProblems = (draft: StyleData): Record<string, string> => {
  const problems: Record<string, string> = {};
  const check = (key: string, message: string | undefined) => {
    if (message) problems[key] = message;
  };
  check('body_issues_details', validateStyleNote(draft.body_issues_details));
  check('body_issues_other', validateStyleNote(draft.body_issues_other));
  check('pinterest_username', validateSocialUsername(draft.pinterest_username));
  check('instagram_username', validateSocialUsername(draft.instagram_username));
  check('facebook_username', validateSocialUsername(draft.facebook_username));
  return problems;
};

/**
 * A server field (`colors.1`, `budget_ranges.shoes`, `top_size`, `instagram_username`) → the key
 * the form shows its message under: a list's index is dropped.
 */
export const errorKeyOf = (field: string) =>
  /^[a-z_]+\.\d+$/.test(field) ? field.replace(/\.\d+$/, '') : field;
