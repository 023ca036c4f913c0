import type { StyleData, StyleSection } from '@shared/styleOptions';
import { ChoiceSectionField } from './ChoiceSectionField';
import { DropdownsSectionField } from './DropdownsSectionField';
import { toggledChoice, type Variants } from './styleDraft';
import { TextsSectionField } from './TextsSectionField';

type StyleSectionFieldProps = {
  section: StyleSection;
  draft: StyleData;
  variants: Variants;
  errors: Record<string, string>;
  onChange: (update: Partial<StyleData>) => void;
};

/** One section of the style form, drawn by its kind. */
export const StyleSectionField = ({
  section,
  draft,
  variants,
  errors,
  onChange,
}: StyleSectionFieldProps) => {
  switch (section.kind) {
    case 'choice': {
      const value = draft[section.key];
      return (
        <ChoiceSectionField
          section={section}
          value={value}
          error={errors[section.key]}
          onChange={(key, checked) =>
            onChange({
              [section.key]: Array.isArray(value)
                ? toggledChoice(section, value, key, checked)
                : key,
            })
          }
        />
      );
    }
    case 'sizes':
      return (
        <DropdownsSectionField
          title={section.title}
          hint={variants.sizes === 'uk' ? 'UK sizes.' : 'US sizes.'}
          dropdowns={section.fields.map((field) => ({ ...field, options: field[variants.sizes] }))}
          values={Object.fromEntries(section.fields.map((field) => [field.key, draft[field.key]]))}
          errors={errors}
          onChange={(key, value) => onChange({ [key]: value })}
        />
      );
    case 'budgets':
      return (
        <DropdownsSectionField
          title={section.title}
          hint={variants.budgets === 'eur' ? 'Prices in euros.' : 'Prices in US dollars.'}
          dropdowns={section.fields.map((field) => ({
            ...field,
            options: field[variants.budgets],
          }))}
          values={draft.budget_ranges}
          errors={errors}
          errorKey={(key) => `budget_ranges.${key}`}
          onChange={(key, value) =>
            onChange({ budget_ranges: { ...draft.budget_ranges, [key]: value } })
          }
        />
      );
    case 'notes':
      return (
        <TextsSectionField
          title={section.title}
          fields={section.fields.map((field) => ({ ...field, multiline: true }))}
          values={Object.fromEntries(section.fields.map((field) => [field.key, draft[field.key]]))}
          errors={errors}
          onChange={(key, value) => onChange({ [key]: value })}
        />
      );
    case 'links':
      return (
        <TextsSectionField
          title={section.title}
          hint={section.hint}
          fields={section.fields}
          values={Object.fromEntries(section.fields.map((field) => [field.key, draft[field.key]]))}
          errors={errors}
          onChange={(key, value) => onChange({ [key]: value })}
        />
      );
  }
};
