import { Link } from 'react-router-dom';
import styled from 'styled-components';

type LookThumbProps = {
  to: string;
  picture: string;
  name: string;
  /**
   * 'underline': an ink caption underlined on hover, the picture at 4:5.
   * 'fade': the picture dims on hover, its height from the image (the stylist's profile).
   */
  variant: 'underline' | 'fade';
};

/** A stylist's look as a small picture with its name, a link to the look. */
export const LookThumb = ({ to, picture, name, variant }: LookThumbProps) => (
  <ThumbLink to={to} data-variant={variant}>
    <Picture src={picture} alt="" width={320} height={400} loading="lazy" />
    <span>{name}</span>
  </ThumbLink>
);

/** Looks two a row, three above small phones, five (a page) on wide screens. */
export const LookThumbGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const ThumbLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  text-decoration: none;

  > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  &[data-variant='underline'] {
    color: ${({ theme }) => theme.colors.ink};
  }

  &[data-variant='underline']:hover span {
    text-decoration: underline;
  }

  &[data-variant='fade']:hover img {
    opacity: 0.9;
  }
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  object-fit: cover;

  [data-variant='underline'] > & {
    height: auto;
  }
`;
