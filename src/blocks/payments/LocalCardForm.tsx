import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { TextField } from '@/ui/TextField';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  type CardValues,
} from './cardInput';
import type { LocalPaymentSession } from '@/api/localPaymentsApi';

import { PaymentSummary } from './PaymentSummary';
import { useLocalPayment } from './useLocalPayment';

type LocalCardFormProps = {
  session: LocalPaymentSession;
  secret: string;
  payLabel: string;
  failurePrefix?: string;
};

const formatters = { number: formatCardNumber, expiry: formatExpiry, cvc: formatCvc };

/**
 * The local stand-in's card form. Checks the card before sending, shows the server's field
 * errors under their fields and a decline in an alert, and keeps what was typed. Card data
 * lives only in this form's inputs: never in the store, logs or reports.
 */
export const LocalCardForm = ({
  session,
  secret,
  payLabel,
  failurePrefix = '',
}: LocalCardFormProps) => {
  const headingId = useId();
  const { pay } = useLocalPayment(secret);
  const [alert, setAlert] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CardValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });

  const formatted = (field: keyof CardValues) => ({
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(field, formatters[field](event.target.value)),
  });

  const handleValid = async (card: CardValues) => {
    const result = await pay(card);
    if (result.paid) {
      setPaid(true);
      return;
    }
    // A second submit while the first is on its way changes nothing.
    if (!result.failure) return;
    result.failure.fields.forEach(([field, message], index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    const { message } = result.failure;
    setAlert(message ? `${failurePrefix}${message}` : null);
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAlert(null);
    return handleSubmit(handleValid)(event);
  };

  return (
    <Form noValidate aria-labelledby={headingId} onSubmit={handleFormSubmit}>
      <PaymentSummary session={session} headingId={headingId} />
      <Hint>
        Test mode: card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Use any future
        expiry date and any 3-digit CVC.
      </Hint>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.number?.message}
        {...register('number', { validate: validateCardNumber, ...formatted('number') })}
      />
      <Row>
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...register('expiry', {
            validate: (value) => validateExpiry(value),
            ...formatted('expiry'),
          })}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...register('cvc', { validate: validateCvc, ...formatted('cvc') })}
        />
      </Row>
      <FormAlert message={alert} />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting || paid}>
        {payLabel}
      </Button>
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  text-align: start;
`;

const Hint = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
