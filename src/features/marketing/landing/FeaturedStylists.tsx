import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/ui/Avatar';
import { Skeleton } from '@/ui/Skeleton';
import {
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
  Lead,
} from '@/ui/MarketingSection';
import { FEATURED_STYLISTS, useGetFeaturedStylistsQuery, type FeaturedStylist } from './landingApi';

/** Six real stylists, each with two of their style tags linking to the profile. */
export const FeaturedStylists = () => {
  const { data, isLoading, isError } = useGetFeaturedStylistsQuery();
  if (isError || (!isLoading && !data?.length)) return null;
  return (
    <MarketingSection aria-labelledby="stylists-title">
      <SectionInner>
        <SectionHeader>
          <SectionTitle id="stylists-title">Meet Our Stylists</SectionTitle>
          <Lead>Professionals trained by a celebrity stylist, ready to shop for you.</Lead>
        </SectionHeader>
        <Grid aria-busy={isLoading || undefined}>
          {isLoading || !data
            ? Array.from({ length: FEATURED_STYLISTS }, (_, index) => (
                <li key={index}>
                  <Skeleton height="168px" />
                </li>
              ))
            : data.map((stylist) => <StylistCard key={stylist.uuid} stylist={stylist} />)}
        </Grid>
      </SectionInner>
    </MarketingSection>
  );
};

const StylistCard = ({ stylist }: { stylist: FeaturedStylist }) => {
  const profile = `/stylist/${encodeURIComponent(stylist.uuid)}/profile`;
  const tags = (stylist.style_tags ?? []).slice(0, 2);
  return (
    <Card>
      <Avatar src={stylist.profile_picture} name={stylist.name} size={88} />
      <Name>
        <Link to={profile}>{stylist.name}</Link>
      </Name>
      {stylist.location && <Location>{stylist.location}</Location>}
      {tags.length > 0 && (
        <Tags aria-label={`${stylist.first_name}'s styles`}>
          {tags.map((tag) => (
            <li key={tag}>
              <Tag to={profile}>{tag}</Tag>
            </li>
          ))}
        </Tags>
      )}
    </Card>
  );
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 168px;
  text-align: center;
`;

const Name = styled.h3`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Location = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  text-transform: capitalize;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
`;
