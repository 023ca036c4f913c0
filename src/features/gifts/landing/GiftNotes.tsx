import styled from 'styled-components';
import { MarketingSection, SectionInner, SectionTitle } from '@/ui/MarketingSection';
import { GIFT_NOTES } from './giftsContent';

/**
 * The gift-card rules as questions and answers, every answer shown (nothing to open, so
 * find-in-page and screen readers reach them all).
 */
export const GiftNotes = ({ headingId }: { headingId: string }) => (
  <MarketingSection aria-labelledby={headingId}>
    <Column>
      <SectionTitle id={headingId}>Good to Know</SectionTitle>
      <Notes>
        {GIFT_NOTES.map((note) => (
          <div key={note.id}>
            <dt>{note.question}</dt>
            <dd>{note.answer}</dd>
          </div>
        ))}
      </Notes>
    </Column>
  </MarketingSection>
);

const Column = styled(SectionInner)`
  max-width: ${({ theme }) => theme.layout.faqMaxWidth};

  h2 {
    text-align: center;
  }
`;

const Notes = styled.dl`
  display: grid;
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.lg} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.xxl};
  }
`;
