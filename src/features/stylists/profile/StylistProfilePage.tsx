import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { isApiError } from '@/api/errors';
import { useAppSelector, type useAppDispatch } from '@/app/hooks';
import { ErrorState } from '@/ui/ErrorState';
import { OffscreenSection } from '@/ui/OffscreenSection';
import { PageHead } from '@/ui/PageHead';
import { stylistsApi, useGetStylistQuery } from '@/api/stylistsApi';
import { BookBar } from './BookBar';
import { ExperienceSection } from './ExperienceSection';
import { ExpertiseSection } from './ExpertiseSection';
import { LooksSection } from './LooksSection';
import { OtherStylists } from './OtherStylists';
import { ProfileHeader } from './ProfileHeader';
import { ProfileNav } from './ProfileNav';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ReviewsSection } from './ReviewsSection';
import { StylingExperience } from './StylingExperience';
import { WhyWeRecommend } from './WhyWeRecommend';

/**
 * /stylist/{id}/profile (spec 000 §2 "Stylist profile"), blocks in the spec's order. A signed-in
 * reader gets the personal fields (match, sessions). An unknown stylist goes to the search.
 */
const LOADING_DESCRIPTION =
  'A personal stylist: looks, expertise, reviews, and a styling session to book.';

export const StylistProfilePage = () => {
  const { id = '' } = useParams();
  const userId = useAppSelector(selectUserId);
  const {
    currentData: stylist,
    error,
    isError,
    refetch,
  } = useGetStylistQuery(userId ? { id, withUser: true } : id);

  if (isError && isApiError(error) && error.status === 404) {
    return <Navigate to="/stylistSearch" replace />;
  }
  if (isError) {
    return (
      <>
        <PageHead title="Stylist Profile" description={LOADING_DESCRIPTION} />
        <ErrorState
          title="We couldn't load this stylist"
          text="Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  if (!stylist) {
    return (
      <>
        <PageHead title="Stylist Profile" description={LOADING_DESCRIPTION} />
        <ProfileSkeleton />
      </>
    );
  }

  // Keyed by stylist, so paging and toggles start afresh on another stylist's profile.
  return (
    <Page key={stylist.uuid}>
      <PageHead
        title={`${stylist.name}, personal stylist`}
        description={`Meet ${stylist.name}, a personal stylist${stylist.location ? ` in ${stylist.location}` : ''}: looks, expertise, reviews, and a styling session to book.`}
      />
      <ProfileNav />
      <Content>
        <ProfileHeader stylist={stylist} />
        <LooksSection stylistId={stylist.uuid} firstName={stylist.first_name} />
        <About id="about">
          <WhyWeRecommend stylist={stylist} />
          <ExperienceSection stylist={stylist} />
          <ExpertiseSection tags={stylist.expertise_tags} />
        </About>
        {/* In the page from the start; drawn by the browser as the shopper scrolls near. */}
        <OffscreenSection estimatedHeight="720px">
          <ReviewsSection stylist={stylist} />
        </OffscreenSection>
        <OffscreenSection estimatedHeight="480px">
          <StylingExperience />
        </OffscreenSection>
        <OffscreenSection estimatedHeight="560px">
          <OtherStylists stylistId={stylist.uuid} />
        </OffscreenSection>
      </Content>
      <BookBar stylist={stylist} />
    </Page>
  );
};

const Page = styled.div`
  position: relative;
`;

const Content = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
`;

const About = styled.div`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 3.5rem);
`;

type Dispatch = ReturnType<typeof useAppDispatch>;

/**
 * Fetches what a profile's first render needs (the stylist, as the page asks for it), so the app
 * can render the page complete over its prerendered shell (see main.tsx). Kept in the cache for
 * the page to find; failures are left to the page.
 */
export const prefetchStylistProfile = async (
  dispatch: Dispatch,
  id: string,
  userId: string | null,
) => {
  const request = dispatch(
    stylistsApi.endpoints.getStylist.initiate(userId ? { id, withUser: true } : id),
  );
  try {
    await request;
  } finally {
    request.unsubscribe();
  }
};
