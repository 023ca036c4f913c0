import styled from 'styled-components';
import { formatLongDate } from '@/lib/displayDates';
import { Eyebrow } from '@/ui/MarketingSection';
import { ArticleHeader, ArticlePage } from '../components/ArticlePage';
import type { LegalBlock, LegalDocument } from './legalTypes';
import { useScrollToHash } from './useScrollToHash';

const Block = ({ block }: { block: LegalBlock }) => {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      {block.text} <a href={`mailto:${block.email}`}>{block.email}</a>.
    </p>
  );
};

/** A legal page: title, last-updated date, a table of contents and its numbered sections. */
export const LegalDocumentView = ({ document }: { document: LegalDocument }) => {
  useScrollToHash();
  return (
    <ArticlePage>
      <Header>
        <Eyebrow>Legal</Eyebrow>
        <h1>{document.title}</h1>
        <Updated>
          Last updated: {/* A fixed date in the spec's long form ('MMMM DD, YYYY', 000 §9). */}
          <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
        </Updated>
        <Intro>{document.intro}</Intro>
      </Header>
      <Layout>
        <Toc aria-labelledby="legal-toc-title">
          <TocTitle id="legal-toc-title">Contents</TocTitle>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Toc>
        <Body>
          {document.sections.map((section, index) => (
            <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <Number aria-hidden="true">{index + 1}.</Number> {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </Section>
          ))}
        </Body>
      </Layout>
    </ArticlePage>
  );
};

const Header = styled(ArticleHeader)`
  max-width: 46rem;
  padding-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Updated = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: 16rem minmax(0, 46rem);
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const Toc = styled.nav`
  align-self: start;
  max-width: 46rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveTablet} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};

    /* Between phone and desktop the contents sit above the text: two columns keep them short. */
    ${({ theme }) => theme.media.aboveSmallMobile} {
      display: block;
      columns: 2;
      column-gap: ${({ theme }) => theme.space.xl};
    }

    ${({ theme }) => theme.media.aboveTablet} {
      display: grid;
      columns: auto;
    }
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  li {
    break-inside: avoid;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.inkSubtle};
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space.xxs} 0;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.major};
      text-decoration: underline;
    }
  }
`;

const TocTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.16em;
  text-transform: uppercase;
`;

const Body = styled.div`
  display: grid;
  max-width: 46rem;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg}
  );

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p,
  ul {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.major};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Number = styled.span`
  color: ${({ theme }) => theme.colors.luxDark};
`;
