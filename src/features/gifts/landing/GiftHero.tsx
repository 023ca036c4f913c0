import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketingImage } from '@/ui/MarketingImage';
import type { GiftPicture } from './giftsContent';

type GiftHeroProps = {
  /** The h1's id, which names the section. */
  titleId: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  picture: GiftPicture;
  /** The Buy and other links. */
  actions: ReactNode;
  note?: ReactNode;
  /** 'dark' for the Lux gift, in the Lux page's black and gold. */
  tone?: 'plain' | 'dark';
};

/** A gift page's first screen: its h1, the promise and the Buy, beside the picture (loaded first). */
export const GiftHero = ({
  titleId,
  eyebrow,
  title,
  lead,
  picture,
  actions,
  note,
  tone = 'plain',
}: GiftHeroProps) => (
  <Wrapper aria-labelledby={titleId} data-tone={tone}>
    <Inner>
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
          sizes="(min-width: 769px) 50vw, 100vw"
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
