import { css } from 'styled-components';

/** For a link inside text or a card: as tall as a touch target, its text centred in that height. */
export const touchTargetLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`;
