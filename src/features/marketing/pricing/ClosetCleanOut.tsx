import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { Eyebrow, Lead, MarketingSection, SectionTitle } from '@/ui/MarketingSection';

const STEPS: readonly string[] = [
  'Add photos of your pieces to your closet, or share them in chat.',
  'Your stylist sorts them with you: keep, tailor or let go.',
  'New outfits from the keepers, and a short shopping list for the gaps.',
];

/**
 * The closet clean-out, described as a service (spec 000 §1). It is asked for in the quiz: the
 * 'A closet clean-out' need makes Lux the recommended plan (spec 000 §2 "Match plans page").
 */
export const ClosetCleanOut = ({
  headingId = 'closet-clean-out-title',
}: {
  headingId?: string;
}) => (
  <MarketingSection aria-labelledby={headingId}>
    <Layout>
      <Copy>
        <Eyebrow>Closet Clean-Out</Eyebrow>
        <SectionTitle id={headingId}>Start with the closet you have</SectionTitle>
        <Lead>
          A closet clean-out is a service of its own: your stylist goes through your wardrobe with
          you and builds your style around what deserves to stay.
        </Lead>
      </Copy>
      <Steps>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      <Note>
        Tick ‘A closet clean-out’ in the style quiz: we match you with a stylist for it and
        recommend Lux, whose eight style boards and fitting call leave room for the whole closet.
      </Note>
      <ButtonLink to="/onboarding" variant="secondary">
        Take the Style Quiz
      </ButtonLink>
    </Layout>
  </MarketingSection>
);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
  max-width: 44rem;
  margin: 0 auto;
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: 1.25rem;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;
