import styled from 'styled-components';
import { onboardingCampaign } from '@/lib/campaigns';

type CampaignIntroProps = { campaign: string | null };

/**
 * The short intro an onboarding-type campaign (maternity) shows above the first quiz step. The
 * step's own heading stays the page's h1, so the title here is a styled paragraph, not a heading.
 */
export const CampaignIntro = ({ campaign }: CampaignIntroProps) => {
  const intro = onboardingCampaign(campaign);
  if (!intro) return null;
  const titleId = `campaign-intro-${intro.id}`;
  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{intro.title}</Title>
      <Text>{intro.intro}</Text>
    </Panel>
  );
};

const Panel = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  max-width: 46rem;
  margin: 0 auto ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  border-top: 3px solid ${({ theme }) => theme.colors.major};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.xs};
    margin-bottom: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  }
`;

const Title = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
