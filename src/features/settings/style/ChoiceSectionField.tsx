import type { ChoiceSection } from '@shared/styleOptions';
import styled from 'styled-components';
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

const Chip = styled.label`
  position: relative;
  display: inline-flex;

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
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

  input:hover + span {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    span {
      transition: none;
    }
  }
`;
