import styled from 'styled-components';
import { Carousel } from '@/ui/Carousel';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { HASHTAG, STYLE_BOARDS, marketingArt } from './landingContent';

/** Style boards our clients shared, under the product's hashtag. */
export const StyleBoardCarousel = () => (
  <MarketingSection tone="surface" aria-labelledby="boards-title">
    <SectionInner>
      <SectionHeader>
        <SectionTitle id="boards-title">{HASHTAG}</SectionTitle>
        <Lead>Style boards our stylists made for real clients. Every piece is shoppable.</Lead>
      </SectionHeader>
      <Carousel
        label="Style boards"
        items={STYLE_BOARDS}
        getKey={(board) => board.id}
        slidesPerView={{ base: 1, smallMobile: 2, mobile: 3, tablet: 4 }}
        renderItem={(board) => (
          <Board>
            <MarketingImage src={marketingArt(board.id)} alt={board.alt} width={800} height={800} />
          </Board>
        )}
      />
    </SectionInner>
  </MarketingSection>
);

const Board = styled.div`
  padding: ${({ theme }) => theme.space.xs};

  img {
    display: block;
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.canvas};
  }
`;
