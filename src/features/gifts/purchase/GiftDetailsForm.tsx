import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGE_TOO_LONG_MESSAGE,
  GIFT_NAME_MAX_LENGTH,
} from '@shared/gifts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { validateEmail, validateSimpleName } from '@shared/validators';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { EMPTY_GIFT_DETAILS, giftServerErrors, type GiftDetails } from './giftDetails';

type GiftDetailsFormProps = {
  /** Sends the details; rejects with the failed call's error. */
  onSubmit: (details: GiftDetails) => Promise<unknown>;
  /** The payment is open: the details are fixed until the shopper edits them. */
  locked: boolean;
  /** The signed-in buyer, filled in once as the sender where those fields are still empty. */
  sender?: { name: string; email: string } | null;
  /** Between the fields and the button: the summary, given the message as typed. */
  summary: (message: string) => ReactNode;
};

const messageTooLong = (value: string) =>
  value.length > GIFT_MESSAGE_MAX_LENGTH ? GIFT_MESSAGE_TOO_LONG_MESSAGE : undefined;

/**
 * Who the gift is for and who it is from (spec 000 §5: both names 'Name is required', both
 * e-mails the e-mail rules; all must pass before continuing) and an optional message of up to
 * 300 characters. Rules run when a field loses focus and on submit; the server's field errors
 * show under their fields, the first taking focus.
 */
export const GiftDetailsForm = ({ onSubmit, locked, sender, summary }: GiftDetailsFormProps) => {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GiftDetails>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_GIFT_DETAILS,
  });
  const message = useWatch({ control, name: 'message' });

  const senderFilled = useRef(false);
  useEffect(() => {
    if (!sender || senderFilled.current) return;
    senderFilled.current = true;
    if (!getValues('senderName')) setValue('senderName', sender.name);
    if (!getValues('senderEmail')) setValue('senderEmail', sender.email);
  }, [sender, getValues, setValue]);

  // Back from the payment to edit: the first field takes focus (the button that did it is gone).
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current && !locked) setFocus('recipientName');
    wasLocked.current = locked;
  }, [locked, setFocus]);

  const handleValid = async (details: GiftDetails) => {
    try {
      await onSubmit(details);
    } catch (error) {
      const result = giftServerErrors(error);
      result.fields.forEach(([field, text], index) =>
        setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }),
      );
      setFormMessage(result.formMessage);
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormMessage(null);
    return handleSubmit(handleValid)(event);
  };

  const nameField = (name: 'recipientName' | 'senderName') => ({
    maxLength: GIFT_NAME_MAX_LENGTH,
    error: errors[name]?.message,
    ...register(name, { validate: validateSimpleName }),
  });
  const emailField = (name: 'recipientEmail' | 'senderEmail') => ({
    type: 'email' as const,
    error: errors[name]?.message,
    ...register(name, { validate: validateEmail }),
  });

  return (
    <Form noValidate aria-label="Gift details" onSubmit={handleFormSubmit}>
      <Fields disabled={locked}>
        <Group>
          <Legend>Who it&rsquo;s for</Legend>
          <TextField label="Recipient's name" autoComplete="off" {...nameField('recipientName')} />
          <TextField
            label="Recipient's email"
            autoComplete="off"
            hint={errors.recipientEmail ? undefined : 'We e-mail the gift card here.'}
            {...emailField('recipientEmail')}
          />
        </Group>
        <Group>
          <Legend>Who it&rsquo;s from</Legend>
          <TextField label="Your name" autoComplete="name" {...nameField('senderName')} />
          <TextField
            label="Your email"
            autoComplete="email"
            hint={errors.senderEmail ? undefined : 'We send your receipt here.'}
            {...emailField('senderEmail')}
          />
        </Group>
        <TextAreaField
          label="Message (optional)"
          rows={4}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          hint={`${message.length} of ${GIFT_MESSAGE_MAX_LENGTH} characters`}
          error={errors.message?.message}
          {...register('message', { validate: messageTooLong })}
        />
      </Fields>
      {summary(message)}
      <FormAlert message={formMessage} />
      {!locked && (
        <Button type="submit" variant="major" size="lg" fullWidth isLoading={isSubmitting}>
          {isSubmitting ? 'Preparing your payment…' : 'Continue to Payment'}
        </Button>
      )}
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
