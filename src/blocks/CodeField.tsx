import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { TextField } from '@/ui/TextField';

type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal ('This code is not valid.' …). */
  error: string | null;
  disabled: boolean;
};

/**
 * 'Have a gift card or code?': a gift card or Shop it Back code (docs/contracts/gifts.md) goes
 * with a checkout; the server says what it pays. Closed until asked for, unless a code is typed.
 */
export const CodeField = ({ value, onChange, error, disabled }: CodeFieldProps) => {
  const [isOpen, setIsOpen] = useState(value !== '' || error !== null);
  const regionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // A refused code: the field opens and takes focus, so its message (tied to it) is read out.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  const isShown = isOpen || error !== null;
  return (
    <Wrapper>
      <Toggle
        type="button"
        aria-expanded={isShown}
        aria-controls={regionId}
        onClick={() => {
          // Closing it takes the code back: only a code the shopper can see goes with the checkout.
          if (isShown) onChange('');
          setIsOpen(!isShown);
        }}
      >
        Have a gift card or code?
      </Toggle>
      <div id={regionId} hidden={!isShown}>
        <TextField
          ref={inputRef}
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
