import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import type { StyleData, StyleOptions } from '@shared/styleOptions';
import { useAppDispatch } from '@/app/hooks';
import { getFieldErrors } from '@/api/errors';
import { useUpdateStylingPreferencesMutation } from '../settingsApi';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { useServerErrors } from '@/ui/hooks/useServerErrors';
import { toastShown } from '@/blocks/modals/uiSlice';
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

/** The form's own checks (notes' length, social usernames) as react-hook-form errors. */
const styleResolver: Resolver<StyleData> = (values) => {
  const problems = Object.entries(draftProblems(values));
  const errors = Object.fromEntries(
    problems.map(([key, message]) => [key, { type: 'validate', message }]),
  ) as FieldErrors<StyleData>;
  return problems.length ? { values: {}, errors } : { values, errors: {} };
};

/**
 * Each message by its dotted key (`instagram_username`, `budget_ranges.bags`), as the sections
 * look them up; react-hook-form nests a dotted name's error under its parts.
 */
const messagesOf = (errors: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
      if (typeof value !== 'object' || value === null) return [];
      const path = `${prefix}${key}`;
      if ('message' in value && typeof value.message === 'string') return [[path, value.message]];
      return Object.entries(messagesOf(value, `${path}.`));
    }),
  );

/**
 * Every style-preference section in the spec's order. Sizes, budgets and colours start on their
 * first option when unset; saving sends only what changed. The form's checks run on Save (focus
 * goes to the first problem); the server's field errors show under their sections, with 'Save
 * failed' for the form.
 */
export const StyleInfoForm = ({ options, saved, variants }: StyleInfoFormProps) => {
  const dispatch = useAppDispatch();
  const [save] = useUpdateStylingPreferencesMutation();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StyleData>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: draftOf(options, saved, variants),
    resolver: styleResolver,
    shouldFocusError: false,
  });
  // Every key is in the default values, so the whole draft is here.
  const draft = useWatch({ control }) as StyleData;
  const { formMessage, showServerErrors, clearFormMessage } = useServerErrors(setError);
  // The sections are not registered inputs: once the messages are drawn, focus goes to the first.
  const [focusRequests, setFocusRequests] = useState(0);
  const requestFocus = () => setFocusRequests((count) => count + 1);
  useEffect(() => {
    if (focusRequests > 0) focusFirstProblem();
  }, [focusRequests]);

  const handleChange = (update: Partial<StyleData>) => {
    for (const [key, value] of Object.entries(update)) {
      setValue(key as keyof StyleData, value, { shouldDirty: true });
    }
  };

  const handleValid = async (values: StyleData) => {
    try {
      await save(changesOf(values, saved)).unwrap();
      dispatch(toastShown({ content: 'Your style info is saved.' }));
    } catch (error) {
      const fields = Object.entries(getFieldErrors(error)).map(
        ([field, message]) => [errorKeyOf(field) as Path<StyleData>, message] as const,
      );
      showServerErrors(fields, SAVE_FAILED_MESSAGE);
      if (fields.length) requestFocus();
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormMessage();
    return handleSubmit(handleValid, requestFocus)(event);
  };

  const sectionErrors = messagesOf(errors);

  return (
    <Form noValidate aria-label="Style info" data-style-form onSubmit={handleFormSubmit}>
      {options.sections.map((section) => (
        <StyleSectionField
          key={section.key}
          section={section}
          draft={draft}
          variants={variants}
          errors={sectionErrors}
          onChange={handleChange}
        />
      ))}
      <SaveBar>
        <FormAlert message={formMessage} />
        <Button type="submit" isLoading={isSubmitting}>
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
