import { z } from 'zod';
import {
  BUDGET_KEYS,
  COLOR_ALL,
  MULTIPLE_CHOICE_KEYS,
  NOTE_KEYS,
  NOT_AN_OPTION_MESSAGE,
  SINGLE_CHOICE_KEYS,
  SIZE_KEYS,
  SOCIAL_KEYS,
  normalizeSocialUsername,
  validateSocialUsername,
  validateStyleNote,
  type StyleOptions,
  type StylePreferencesUpdate,
} from '@shared/styleOptions';
import type { FieldError } from '../../http/errors';
import { validationError } from '../../http/validate';

const key = z.string().max(100);
const optional = <T extends z.ZodType>(schema: T) => schema.optional();
const entries = <T extends z.ZodType>(keys: readonly string[], schema: T) =>
  Object.fromEntries(keys.map((name) => [name, optional(schema)]));

/**
 * The body's shape (`PUT user/{uid}/stylingPreferences`): lists for multiple choice, a key or
 * null for single choice, sizes and budgets, text for notes and usernames. Unknown keys are
 * dropped. Whether each key is an option is `checkStyleUpdate`'s business.
 */
export const styleUpdateSchema = z.object({
  ...entries(MULTIPLE_CHOICE_KEYS, z.array(key, { error: 'Choose from the list.' }).max(50)),
  ...entries([...SINGLE_CHOICE_KEYS, ...SIZE_KEYS], key.nullable()),
  ...entries([...NOTE_KEYS, ...SOCIAL_KEYS], z.string().max(5000)),
  budget_ranges: z.object(entries(BUDGET_KEYS, key.nullable())).optional(),
}) as unknown as z.ZodType<StylePreferencesUpdate>;

type OptionKeys = Map<string, ReadonlySet<string>>;

/** Every option key per answer key (`height`, `top_size`, `budget_ranges.tops`, …). */
const optionKeys = (options: StyleOptions): OptionKeys => {
  const keys: OptionKeys = new Map();
  const add = (name: string, list: { key: string }[]) =>
    keys.set(name, new Set(list.map((option) => option.key)));
  for (const section of options.sections) {
    if (section.kind === 'choice') add(section.key, section.options);
    if (section.kind === 'sizes')
      for (const field of section.fields) add(field.key, [...field.us, ...field.uk]);
    if (section.kind === 'budgets')
      for (const field of section.fields)
        add(`budget_ranges.${field.key}`, [...field.usd, ...field.eur]);
  }
  return keys;
};

/**
 * Checks every answer against the department's options and normalises it: lists without
 * duplicates (`COLOR_ALL` alone when chosen), usernames without `@`. Throws one 400 with every
 * problem; answers a clean update.
 */
export const checkStyleUpdate = (
  update: StylePreferencesUpdate,
  options: StyleOptions,
): StylePreferencesUpdate => {
  const known = optionKeys(options);
  const errors: FieldError[] = [];
  const isOption = (name: string, value: string) => known.get(name)?.has(value) ?? false;
  const clean: StylePreferencesUpdate = {};

  for (const name of MULTIPLE_CHOICE_KEYS) {
    const list = update[name];
    if (list === undefined) continue;
    list.forEach((value, index) => {
      if (!isOption(name, value))
        errors.push({ field: `${name}.${index}`, message: NOT_AN_OPTION_MESSAGE });
    });
    const unique = [...new Set(list)];
    clean[name] = name === 'colors' && unique.includes(COLOR_ALL) ? [COLOR_ALL] : unique;
  }
  for (const name of [...SINGLE_CHOICE_KEYS, ...SIZE_KEYS]) {
    const value = update[name];
    if (value === undefined) continue;
    if (value !== null && !isOption(name, value))
      errors.push({ field: name, message: NOT_AN_OPTION_MESSAGE });
    clean[name] = value;
  }
  if (update.budget_ranges) {
    clean.budget_ranges = {};
    for (const name of BUDGET_KEYS) {
      const value = update.budget_ranges[name];
      if (value === undefined) continue;
      if (value !== null && !isOption(`budget_ranges.${name}`, value))
        errors.push({ field: `budget_ranges.${name}`, message: NOT_AN_OPTION_MESSAGE });
      clean.budget_ranges[name] = value;
    }
  }
  for (const name of NOTE_KEYS) {
    const value = update[name];
    if (value === undefined) continue;
    const problem = validateStyleNote(value);
    if (problem) errors.push({ field: name, message: problem });
    clean[name] = value.trim();
  }
  for (const name of SOCIAL_KEYS) {
    const value = update[name];
    if (value === undefined) continue;
    const problem = validateSocialUsername(value);
    if (problem) errors.push({ field: name, message: problem });
    clean[name] = normalizeSocialUsername(value);
  }
  if (errors.length) throw validationError(errors);
  return clean;
};
