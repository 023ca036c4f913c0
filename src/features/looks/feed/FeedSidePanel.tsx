import { matchPercentageLabel } from '@shared/matchPercentage';
import styled from 'styled-components';
import { useGetBestMatchesQuery } from '@/api/stylistsApi';
import { Avatar } from '@/ui/Avatar';
import { ButtonLink } from '@/ui/Button';
import { Muted, profilePath, TextLink } from './cardFrame';

/** How many recommended stylists the panel lists. */
const SHOWN = 4;

/**
 * Beside the feed: the shopper's recommended stylists (their best matches), or, for a visitor or
 * a shopper without matches yet, a prompt to take the style quiz.
 */
export const FeedSidePanel = ({ signedIn }: { signedIn: boolean }) => {
  const matches = useGetBestMatchesQuery(undefined, { skip: !signedIn });
  const stylists = (matches.data ?? []).slice(0, SHOWN);

  if (stylists.length === 0)
    return (
      <Panel aria-labelledby="feed-quiz-title">
        <Title id="feed-quiz-title">Find your stylist</Title>
        <Muted>
          Take our two-minute style quiz and we'll match you with the stylists who fit your taste,
          budget and goals.
        </Muted>
        <ButtonLink to="/onboarding" variant="major">
          Take the style quiz
        </ButtonLink>
      </Panel>
    );

  return (
    <Panel aria-labelledby="feed-matches-title">
      <Title id="feed-matches-title">Recommended stylists</Title>
      <List>
        {stylists.map((stylist) => (
          <Stylist key={stylist.uuid}>
            <Avatar src={stylist.profile_picture} name={stylist.name} size={48} />
            <span>
              <TextLink to={profilePath(stylist.uuid)}>{stylist.name}</TextLink>
              <Muted>
                {[matchPercentageLabel(stylist.match_percentage) ?? '', stylist.location ?? '']
                  .filter(Boolean)
                  .join(' · ')}
              </Muted>
            </span>
          </Stylist>
        ))}
      </List>
      <ButtonLink to="/stylistSearch" variant="secondary" size="sm">
        See all stylists
      </ButtonLink>
    </Panel>
  );
};

const Panel = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stylist = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;
