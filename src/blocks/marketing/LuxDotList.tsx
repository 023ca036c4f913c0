import styled from 'styled-components';

/** A plain list whose bullets are Lux's gold dots (the Lux page and the Lux gift card). */
export const LuxDotList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li::before {
    content: '';
    position: absolute;
    top: 0.6em;
    left: 0;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.luxDark};
  }
`;
