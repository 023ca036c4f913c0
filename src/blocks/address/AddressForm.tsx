import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  ADDRESS_LABELS,
  SHIPPING_COUNTRIES,
  addressProblems,
  isAddressComplete,
  type AddressField,
  type ShippingAddress,
} from '@shared/shipping';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';

type AddressFormProps = {
  initial: ShippingAddress;
  /** Messages the server gave for fields, shown under them. */
  serverErrors?: Partial<Record<AddressField, string>>;
  isSubmitting: boolean;
  onSubmit: (address: ShippingAddress) => void;
  /** Called with the address as it is typed (express checkout recalculates its taxes). */
  onAddressChange?: (address: ShippingAddress) => void;
  /** Holds the button back for a reason of the caller's (an address the server refused). */
  isBlocked?: boolean;
  /** Shown between the fields and the button (express checkout's line items). */
  children?: ReactNode;
  submitLabel?: string;
  /** The form's accessible name. */
  label?: string;
};

const countryOptions = [...SHIPPING_COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map(({ code, name }) => ({ value: code, label: name }));

const needsState = (country: string) => country === 'US' || country === 'CA';

/**
 * A shipping address form (spec 001 §4 "Item checkout address step", express checkout's local
 * sheet): eight fields at most, checked by the same rules as the server's; the button ('Continue
 * to Payment') is disabled until the address is complete.
 */
export const AddressForm = ({
  initial,
  serverErrors,
  isSubmitting,
  onSubmit,
  onAddressChange,
  isBlocked = false,
  children,
  submitLabel = 'Continue to Payment',
  label = 'Shipping address',
}: AddressFormProps) => {
  const hintId = useId();
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, touchedFields },
  } = useForm<ShippingAddress>({
    mode: 'onTouched',
    defaultValues: initial,
    resolver: (values) => {
      const problems = addressProblems(values);
      const fieldErrors = Object.fromEntries(
        Object.entries(problems).map(([field, message]) => [field, { type: 'rule', message }]),
      );
      return Object.keys(problems).length > 0
        ? { values: {}, errors: fieldErrors }
        : { values, errors: {} };
    },
  });
  const values = useWatch({ control }) as ShippingAddress;
  const complete = isAddressComplete(values);
  // The server refused the address: its first refused field takes focus (its message is tied to it).
  useEffect(() => {
    const first = (Object.keys(ADDRESS_LABELS) as AddressField[]).find(
      (field) => serverErrors?.[field],
    );
    if (first) setFocus(first);
  }, [serverErrors, setFocus]);

  useEffect(() => {
    onAddressChange?.(values);
  }, [onAddressChange, values]);
  const messageFor = (field: AddressField) =>
    errors[field]?.message ?? (touchedFields[field] ? undefined : serverErrors?.[field]);

  const field = (name: AddressField, autoComplete: string, extra: object = {}) => ({
    label: ADDRESS_LABELS[name],
    autoComplete,
    error: messageFor(name),
    ...extra,
    ...register(name),
  });

  return (
    <Form noValidate aria-label={label} onSubmit={handleSubmit(onSubmit)}>
      <TextField {...field('name', 'shipping name')} />
      <TextField {...field('line1', 'shipping address-line1')} />
      <TextField {...field('line2', 'shipping address-line2')} />
      <Row>
        <TextField {...field('city', 'shipping address-level2')} />
        <TextField
          {...field('state', 'shipping address-level1', {
            label: needsState(values.country) ? 'State' : 'State / region (optional)',
          })}
        />
      </Row>
      <Row>
        <TextField {...field('postalCode', 'shipping postal-code')} />
        <Select
          label={ADDRESS_LABELS.country}
          options={countryOptions}
          placeholder="Select country"
          autoComplete="shipping country"
          error={messageFor('country')}
          {...register('country')}
        />
      </Row>
      <TextField {...field('phone', 'shipping tel', { type: 'tel', inputMode: 'tel' })} />
      {children}
      <Button
        type="submit"
        variant="major"
        size="lg"
        fullWidth
        disabled={!complete || isBlocked}
        isLoading={isSubmitting}
        aria-describedby={complete ? undefined : hintId}
      >
        {submitLabel}
      </Button>
      {!complete && <Hint id={hintId}>Fill in the required fields to continue.</Hint>}
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
