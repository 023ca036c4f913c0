import styled from 'styled-components';

/**
 * A round, touch-sized icon button on a white disc with a soft shadow (hearts on cards and
 * pictures). Callers extend it for colour and position: `styled(RoundIconButton)`.
 */
export const RoundIconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
