import { Navigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { PLANS, isPlanId } from '@shared/plans';
import { Avatar } from '@/ui/Avatar';
import { ButtonLink } from '@/ui/Button';
import { Confetti } from '@/ui/Confetti';
import { FullPageSpinner } from '@/ui/Spinner';
import { StepPage } from '@/ui/StepPage';
import { MembershipNote } from './MembershipNote';
import { useGetSessionQuery } from './bookingApi';

/** /thank-you?requestId=: the welcome after payment, and the way on to the stylist's quiz. */
export const ThankYouPage = () => {
  const [searchParams] = useSearchParams();
  const requestId = searchParams.get('requestId') ?? '';
  const session = useGetSessionQuery(requestId || skipToken);

  if (!requestId || session.isError) return <Navigate to="/inbox" replace />;
  if (!session.data) return <FullPageSpinner label="Loading your session" />;

  const { stylist, plan } = session.data;
  const planTitle = isPlanId(plan) ? PLANS[plan].title : plan;
  return (
    <StepPage
      title={`Welcome! ${stylist.name} Is Your Stylist`}
      description="Your styling session has started."
      header={
        <Portrait>
          <Avatar src={stylist.profile_picture} name={stylist.name} size={112} />
        </Portrait>
      }
      subtitle={`Your ${planTitle} session has started.`}
    >
      <Confetti />
      <Body>
        <p>
          {stylist.first_name} will say hello in your chat and start on your mood board. First, a
          few quick questions so {stylist.first_name} knows what you need.
        </p>
        {session.data.isTrial && <MembershipNote session={session.data} />}
        <ButtonLink to={`/quiz?requestId=${encodeURIComponent(requestId)}`} variant="major">
          Answer {stylist.first_name}&rsquo;s Questions
        </ButtonLink>
      </Body>
    </StepPage>
  );
};

const Portrait = styled.div`
  display: flex;
  justify-content: center;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: center;
  text-align: center;
`;
