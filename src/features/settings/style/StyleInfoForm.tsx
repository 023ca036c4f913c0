import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StyleData, StyleOptions } from '@shared/styleOptions';
import { useAppDispatch } from '@/app/hooks';
import { getFieldErrors } from '@/api/errors';
import { useUpdateStylingPreferencesMutation } from '@/api/settingsApi';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { toastShown } from '@/ui/uiSlice';
import { StyleSectionField } from './StyleSectionField';
import { changesOf, draftOf, draftProblems, errorKeyOf, type Variants } from './styleDraft';

type StyleInfoFormProps = { options: StyleOptions; saved: StyleData; variants: Variants };

/** Spec 001 §5: what a failed save says. */
const SAVE_FAILED_MESSAGE = 'Save failed';

/** Moves focus to the first section or field with a message, after React has drawn them. */
const focusFirstProblem = () =>
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(
        '[data-style-form] [aria-invalid="true"], [data-style-form] fieldset[data-invalid] input',
      )
      ?.focus(),
  );

/**
 * Every style-preference section in the spec's order. Sizes, budgets and colours start on their
 * first option when unset; saving sends only what changed.
 */
export const StyleInfoForm = ({ options, saved, variants }: StyleInfoFormProps) => {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useUpdateStylingPreferencesMutation();
  const [draft, setDraft] = useState(() => draftOf(options, saved, variants));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const handleChange = (update: Partial<StyleData>) =>
    setDraft((current) => ({ ...current, ...update }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormMessage(null);
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length) {
      focusFirstProblem();
      return;
    }
    try {
      await save(changesOf(draft, saved)).unwrap();
      dispatch(toastShown({ content: 'Your style info is saved.' }));
    } catch (error) {
      const fieldErrors = Object.entries(getFieldErrors(error)).map(
        ([field, message]) => [errorKeyOf(field), message] as const,
      );
      setErrors(Object.fromEntries(fieldErrors));
      setFormMessage(SAVE_FAILED_MESSAGE);
      if (fieldErrors.length) focusFirstProblem();
    }
  };

  return (
    <Form
      noValidate
      aria-label="Style info"
      data-style-form
      onSubmit={(event) => void handleSubmit(event)}
    >
      {options.sections.map((section) => (
        <StyleSectionField
          key={section.key}
          section={section}
          draft={draft}
          variants={variants}
          errors={errors}
          onChange={handleChange}
        />
      ))}
      <SaveBar>
        <FormAlert message={formMessage} />
        <Button type="submit" isLoading={isLoading}>
          Save style info
        </Button>
      </SaveBar>
    </Form>
  );
};

const Form = styled.form`
  display: grid;

  /* A control reached by Tab scrolls clear of the save bar, never under it. */
  input,
  select,
  textarea {
    scroll-margin-bottom: 7rem;
  }
`;

/** Kept in view at the bottom of the screen: the form is long, and saving is always a tap away. */
const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
`;
