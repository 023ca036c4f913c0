import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Eyebrow,
  MarketingSection,
  SectionInner,
  SectionTitle,
  type SectionTone,
} from '@/ui/MarketingSection';
import { luxPicture, type LuxPicture } from './luxContent';

type LuxSplitProps = {
  id: string;
  eyebrow: string;
  title: string;
  picture: LuxPicture;
  tone?: SectionTone;
  /** Picture on the right on wide screens. */
  reverse?: boolean;
  children: ReactNode;
};

/** A picture beside a titled block of text; stacked on phones and tablets. */
export const LuxSplit = ({
  id,
  eyebrow,
  title,
  picture,
  tone = 'plain',
  reverse = false,
  children,
}: LuxSplitProps) => (
  <MarketingSection tone={tone} aria-labelledby={`${id}-title`}>
    <Columns data-reverse={reverse || undefined}>
      <Picture>
        <MarketingImage
          src={luxPicture(picture.id)}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          sizes="(min-width: 769px) 50vw, 100vw"
        />
      </Picture>
      <Text data-tone={tone}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {children}
      </Text>
    </Columns>
  </MarketingSection>
);

const Columns = styled(SectionInner)`
  align-items: center;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xxl};

    &[data-reverse] > :first-child {
      order: 2;
    }
  }

  ${({ theme }) => theme.media.aboveTablet} {
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};

  img {
    width: 100%;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;

  & > p:not(:first-child) {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    opacity: 0.85;
  }

  &[data-tone='dark'] > p:first-child {
    color: ${({ theme }) => theme.colors.lux};
  }
`;
