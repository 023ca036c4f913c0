import styled from 'styled-components';
import type { ClosetSuggestion } from '../closetItems';
import { CardPicture } from '../profile/CardPicture';
import { pictureFrame, twoLines } from '../profile/cardParts';

type SuggestionCardProps = {
  suggestion: ClosetSuggestion;
  checked: boolean;
  disabled?: boolean;
  eager?: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * A piece from the session's boards: a real checkbox named by the piece's title, and the picture
 * and title (two lines at most) as its label, so the whole card ticks it.
 */
export const SuggestionCard = ({
  suggestion,
  checked,
  disabled = false,
  eager = false,
  onChange,
}: SuggestionCardProps) => {
  const id = `suggestion-${suggestion.id}`;
  return (
    <Card data-checked={checked || undefined}>
      <Box
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={id}>
        <Frame>
          {suggestion.pictureUrl && <CardPicture src={suggestion.pictureUrl} eager={eager} />}
        </Frame>
        <Title>{suggestion.title}</Title>
      </Label>
    </Card>
  );
};

const Card = styled.div`
  position: relative;
  height: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.motion.fast} ease;

  &[data-checked] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Box = styled.input`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 1;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  cursor: pointer;
`;

const Frame = styled.span`
  ${pictureFrame}
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** Spec 001 §2: titles clamped to two lines. */
const Title = styled.span`
  ${twoLines}
`;
