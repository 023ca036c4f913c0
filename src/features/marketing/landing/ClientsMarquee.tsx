import styled from 'styled-components';
import { Marquee } from '../components/Marquee';
import { MarketingImage } from '@/ui/MarketingImage';
import { MarketingSection, SectionHeader, SectionTitle } from '@/ui/MarketingSection';
import { CLIENTS, marketingArt } from './landingContent';

/** Nine clients and what they do, scrolling by. */
export const ClientsMarquee = () => (
  <MarketingSection tone="surface" aria-labelledby="clients-title">
    <SectionHeader>
      <SectionTitle id="clients-title">Styled for Real Lives</SectionTitle>
    </SectionHeader>
    <Marquee
      label="Clients"
      items={CLIENTS}
      getKey={(client) => client.id}
      renderItem={(client) => (
        <Client>
          <MarketingImage src={marketingArt(client.id)} alt="" width={96} height={96} />
          <span>
            <Name>{client.name}</Name>
            <Occupation>{client.occupation}</Occupation>
          </span>
        </Client>
      )}
    />
  </MarketingSection>
);

const Client = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};

  img {
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Occupation = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  white-space: nowrap;
`;
