import { GIFT_CREDIT_MESSAGE, MAX_GIFT_CREDIT } from '@shared/gifts';
import { useId, useState, type ChangeEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { ChoiceCard, ChoiceFieldset, ChoiceLegend } from '@/ui/ChoiceCard';
import { TextField } from '@/ui/TextField';
import {
  CREDIT_OPTIONS,
  customCreditTyped,
  isCreditTooHigh,
  type CreditChoice,
  type CreditOption,
} from './creditChoice';

type CreditChoiceFieldProps = {
  value: CreditChoice;
  onChange: (choice: CreditChoice) => void;
  /** The custom amount's input: choosing Custom amount focuses it, and so does the page. */
  customRef: RefObject<HTMLInputElement | null>;
};

const optionLabel = (option: CreditOption) =>
  option === 'custom' ? 'Custom amount' : option === 0 ? 'No extra credit' : formatMoney(option);

const textOf = (amount: number | null) => (amount === null ? '' : String(amount));

/**
 * Optional extra shopping credit (spec 000 §5, §9): none, the presets $500 and $1,000, or a
 * custom amount. The custom amount is a whole number's absolute value; the field empties itself
 * when what is typed is not a number, keeps the text while it is typed (so "12.70" is never read
 * as 1270) and shows the amount taken when it loses focus. Typing in it chooses it.
 */
export const CreditChoiceField = ({ value, onChange, customRef }: CreditChoiceFieldProps) => {
  const name = useId();
  const [text, setText] = useState(() => textOf(value.custom));
  const tooHigh = value.option === 'custom' && isCreditTooHigh(value);

  const handleCustom = (event: ChangeEvent<HTMLInputElement>) => {
    const choice = customCreditTyped(event.target.value);
    setText(choice.custom === null ? '' : event.target.value);
    onChange(choice);
  };

  const handleOption = (option: CreditOption) => {
    onChange({ ...value, option });
    if (option === 'custom') customRef.current?.focus();
  };

  return (
    <ChoiceFieldset>
      <ChoiceLegend>Extra shopping credit (optional)</ChoiceLegend>
      <Note>The recipient spends it on pieces their stylist picks for them.</Note>
      <Options>
        {CREDIT_OPTIONS.map((option) => (
          <ChoiceCard $compact key={option}>
            <input
              type="radio"
              name={name}
              checked={value.option === option}
              onChange={() => handleOption(option)}
            />
            {optionLabel(option)}
          </ChoiceCard>
        ))}
      </Options>
      <TextField
        ref={customRef}
        label="Custom amount in dollars"
        inputMode="numeric"
        autoComplete="off"
        hint={tooHigh ? undefined : `Whole dollars, up to ${formatMoney(MAX_GIFT_CREDIT)}.`}
        error={tooHigh ? GIFT_CREDIT_MESSAGE : undefined}
        value={text}
        onChange={handleCustom}
        onBlur={() => setText(textOf(value.custom))}
      />
    </ChoiceFieldset>
  );
};

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(9rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;
