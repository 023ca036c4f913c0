import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The frame every feed card shares: a 4:5 panel (a look's picture, or the card's own content)
 * above a short caption, so cards of every type line up in the feed's rows.
 */
export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Panel = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space.sm};
  aspect-ratio: 4 / 5;
  padding: ${({ theme }) => theme.space.lg};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Caption = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.luxDark};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const TextLink = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-underline-offset: 0.2em;
`;

/** An action under a card: small, underlined, a comfortable touch target. */
export const CardAction = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.25em;
`;

export const profilePath = (stylistId: string) =>
  `/stylist/${encodeURIComponent(stylistId)}/profile`;
export const outfitPath = (lookId: string, source = 'feed') =>
  `/outfit/${encodeURIComponent(lookId)}?source=${encodeURIComponent(source)}`;
