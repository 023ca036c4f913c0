import { useId, useState } from 'react';
import styled from 'styled-components';
import { TextField } from '@/ui/TextField';

type CouponFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal ('This code is not valid.' …). */
  error: string | null;
  /** Gift cards pay for one-time sessions only. */
  isSubscription: boolean;
  disabled: boolean;
};

/**
 * 'Have a gift card?': a recipient's code (docs/contracts/gifts.md) goes with the checkout;
 * the server says what it pays. Closed until asked for, unless a code is already typed.
 */
export const CouponField = ({
  value,
  onChange,
  error,
  isSubscription,
  disabled,
}: CouponFieldProps) => {
  const [isOpen, setIsOpen] = useState(value !== '' || error !== null);
  const regionId = useId();
  if (isSubscription) {
    return <Note>Have a gift card? Gift cards pay for a one-time session.</Note>;
  }
  return (
    <Wrapper>
      <Toggle
        type="button"
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Have a gift card or code?
      </Toggle>
      <div id={regionId} hidden={!isOpen}>
        <TextField
          label="Gift card or code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="GIFT-XXXX-XXXX-XXXX"
          value={value}
          disabled={disabled}
          error={error ?? undefined}
          hint="It is applied when you continue to payment."
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Toggle = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
