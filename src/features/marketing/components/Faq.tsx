import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Accordion } from '@/ui/Accordion';
import { FAQ, type FaqEntry } from '../content/faq';
import { MarketingSection, SectionTitle } from '@/ui/MarketingSection';

type FaqProps = {
  title?: string;
  items?: readonly FaqEntry[];
  /** Unique on the page: the heading's id, which names the section. */
  headingId?: string;
};

/** Frequently asked questions as an accordion (spec 001 §9: the seven questions by default). */
export const Faq = ({ title = 'FAQ', items = FAQ, headingId = 'faq-title' }: FaqProps) => (
  <MarketingSection aria-labelledby={headingId} id="faq">
    <Column>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      <Accordion
        items={items.map((item) => ({
          id: item.id,
          title: item.question,
          content: (
            <Answer>
              {item.answer}
              {item.link && (
                <>
                  {' '}
                  <Link to={item.link.to}>{item.link.label}</Link>
                </>
              )}
            </Answer>
          ),
        }))}
      />
    </Column>
  </MarketingSection>
);

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.faqMaxWidth};
  margin: 0 auto;

  h2 {
    text-align: center;
  }
`;

const Answer = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
