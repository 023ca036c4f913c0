import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@/ui/PageLayout';
import { selectIsSignedIn, selectUserId } from '@/api/authSlice';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useAppSelector } from '@/app/hooks';
import { useIsPhone } from '@/ui/hooks/useIsPhone';
import { PageHead } from '@/ui/PageHead';
import { SkeletonGrid } from '@/ui/Skeleton';
import { BackToTop } from '../BackToTop';
import { feedGender } from './feedItems';
import { FEED_SKELETONS, FeedList } from './FeedList';
import { FeedSidePanel } from './FeedSidePanel';
import { FeedSignInPrompt } from './FeedSignInPrompt';
import { FeedTabs } from './FeedTabs';

const DEPARTMENTS = ['womenswear', 'menswear'];
const TITLE_ID = 'feed-title';

/**
 * `/feed`, `/feed/womenswear`, `/feed/menswear` (spec 001 §2): looks from the stylists by
 * department, the recommended stylists beside them. The department comes from the route, else
 * the shopper's own gender, else womenswear. On a phone a visitor is asked to sign in first.
 */
export const FeedPage = () => {
  const { department } = useParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const readerId = useAppSelector(selectUserId);
  // Unknown (null) in the prerendered page and while the app adopts it: the page then holds the
  // phone's sign-in prompt and the wide feed, and CSS shows the one for the width.
  const isPhone = useIsPhone();
  const user = useGetCurrentUserQuery(undefined, { skip: !signedIn || department !== undefined });

  if (department !== undefined && !DEPARTMENTS.includes(department))
    return <Navigate to="/feed" replace />;
  const gender = feedGender(department, user.data?.gender);
  const waitingForUser = signedIn && department === undefined && user.isLoading;
  const deviceUnknown = isPhone === null;
  const asksToSignIn = !signedIn && isPhone !== false;
  const showsFeed = signedIn || isPhone !== true;

  return (
    <Page>
      <PageHead
        title={
          department === 'menswear'
            ? 'Menswear Looks'
            : department === 'womenswear'
              ? 'Womenswear Looks'
              : 'Feed'
        }
        description="Looks put together by our stylists, piece by piece, ready to shop."
      />
      <Heading>
        <PageTitle id={TITLE_ID} tabIndex={-1}>
          Looks from our stylists
        </PageTitle>
        <FeedTabs gender={gender} />
      </Heading>
      {asksToSignIn && (
        <SignInFrame data-narrow-only={deviceUnknown || undefined}>
          <FeedSignInPrompt />
        </SignInFrame>
      )}
      {showsFeed && (
        <Layout data-wide-only={(deviceUnknown && !signedIn) || undefined}>
          <Side>
            <FeedSidePanel signedIn={signedIn} />
          </Side>
          <Main>
            {waitingForUser || deviceUnknown ? (
              <SkeletonGrid count={FEED_SKELETONS} minItemWidth="240px" imageHeight="320px" />
            ) : (
              <FeedList
                key={gender}
                gender={gender}
                readerId={readerId}
                canLike={signedIn}
                labelledBy={TITLE_ID}
              />
            )}
          </Main>
          <BackToTop focusTargetId={TITLE_ID} />
        </Layout>
      )}
    </Page>
  );
};

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SignInFrame = styled.div`
  &[data-narrow-only] {
    ${({ theme }) => theme.media.aboveMobile} {
      display: none;
    }
  }
`;

/* The panel comes first in the document (it is short), beside the feed on wide screens. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  &[data-wide-only] {
    ${({ theme }) => theme.media.upToMobile} {
      display: none;
    }
  }

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Main = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.aboveTablet} {
    grid-row: 1;
    grid-column: 1;
  }
`;

const Side = styled.div`
  ${({ theme }) => theme.media.aboveTablet} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
    grid-row: 1;
    grid-column: 2;
  }
`;
