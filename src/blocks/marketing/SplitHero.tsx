import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketingImage } from '@/ui/MarketingImage';
export type HeroPicture = { src: string; alt: string; width: number; height: number };

type SplitHeroProps = {
  /** The h1's id, which names the section. */
  titleId: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  picture: HeroPicture;
  /** The picture's `sizes` on wide screens, where it takes its column. */
  pictureWidth?: 'half' | 'wide';
  /** The Buy and other links. */
  actions: ReactNode;
  note?: ReactNode;
  /** 'dark' for Lux, in its black and gold. */
  tone?: 'plain' | 'dark';
};

/**
 * A marketing page's first screen: its h1, the promise and the call to act, beside the picture
 * (loaded first). The picture takes half the width, or the wider column (`pictureWidth="wide"`).
 */
export const SplitHero = ({
  titleId,
  eyebrow,
  title,
  lead,
  picture,
  actions,
  note,
  tone = 'plain',
  pictureWidth = 'half',
}: SplitHeroProps) => (
  <Wrapper aria-labelledby={titleId} data-tone={tone}>
    <Inner data-picture={pictureWidth}>
      <Copy>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title id={titleId}>{title}</Title>
        <Lead>{lead}</Lead>
        <Actions>{actions}</Actions>
        {note && <Note>{note}</Note>}
      </Copy>
      <Picture>
        <MarketingImage
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          sizes={
            pictureWidth === 'wide'
              ? '(min-width: 769px) 60vw, 100vw'
              : '(min-width: 769px) 50vw, 100vw'
          }
          priority
        />
      </Picture>
    </Inner>
  </Wrapper>
);

const Wrapper = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  background: ${({ theme }) => theme.colors.surface};

  &[data-tone='dark'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};

    &[data-picture='wide'] {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    }
  }

  ${({ theme }) => theme.media.aboveTablet} {
    &[data-picture='wide'] {
      gap: ${({ theme }) => theme.space.xxxl};
    }
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.major};

  [data-tone='dark'] & {
    color: ${({ theme }) => theme.colors.lux};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-wrap: balance;

  ${({ theme }) => theme.media.aboveTablet} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Lead = styled.p`
  max-width: 34rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  opacity: 0.85;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.75;
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  img {
    display: block;
    width: 100%;
  }
`;
