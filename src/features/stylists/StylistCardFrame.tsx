import styled, { css } from 'styled-components';

/**
 * The parts of a stylist's card (search grids, favourites): a bordered card with the mood board
 * on top, the portrait overlapping it, then name, details and actions centred below.
 */
export const StylistCardFrame = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
`;

export const StylistCardMoodboard = styled.div`
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StylistCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  text-align: center;
`;

/** The round portrait that overlaps the mood board's lower edge. */
export const stylistCardPortrait = css`
  position: relative;
  width: 72px;
  height: 72px;
  margin-top: -36px;
  border: 3px solid ${({ theme }) => theme.colors.canvas};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};
`;

export const StylistCardName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StylistCardMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The card's buttons, at its foot whatever the details above them. */
export const StylistCardActions = styled.div`
  width: 100%;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
