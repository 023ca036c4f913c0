import type { ChoiceSection } from '@shared/styleOptions';
import styled from 'styled-components';
import { InputChip } from '@/ui/InputChip';
import { StyleFieldset } from './StyleFieldset';

type ChoiceSectionFieldProps = {
  section: ChoiceSection;
  /** A list for multiple choice; a key or null for single choice. */
  value: string[] | string | null;
  error?: string;
  /** Single choice: the chosen key. Multiple: a key ticked or unticked. */
  onChange: (key: string, checked: boolean) => void;
};

/**
 * A choice section as chips: radio buttons for a single choice, checkboxes for several (spec 001
 * §3 marks which). Native inputs, so arrow keys move through a single choice's options.
 */
export const ChoiceSectionField = ({
  section,
  value,
  error,
  onChange,
}: ChoiceSectionFieldProps) => {
  const isSingle = section.choice === 'single';
  const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
  return (
    <StyleFieldset
      title={section.title}
      hint={section.hint ?? (isSingle ? 'Choose one.' : 'Choose as many as you like.')}
      error={error}
    >
      <Chips>
        {section.options.map((option) => (
          <Chip key={option.key}>
            <input
              type={isSingle ? 'radio' : 'checkbox'}
              name={`style-${section.key}`}
              value={option.key}
              checked={chosen.has(option.key)}
              onChange={(event) => onChange(option.key, event.target.checked)}
            />
            <span>
              {option.picture && (
                <img src={option.picture} alt="" width={32} height={32} loading="lazy" />
              )}
              {option.text}
            </span>
          </Chip>
        ))}
      </Chips>
    </StyleFieldset>
  );
};

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled(InputChip)`
  display: inline-flex;

  span {
    gap: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.canvas};
    transition: background ${({ theme }) => theme.motion.fast} ease;
  }

  img {
    width: 32px;
    height: 32px;
    margin-left: -${({ theme }) => theme.space.xs};
    border-radius: 50%;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    span {
      transition: none;
    }
  }
`;
