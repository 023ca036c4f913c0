import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useGetInboxQuery } from '@/api/conversationsApi';
import { useAppSelector } from '@/app/hooks';
import { ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { Skeleton } from '@/ui/Skeleton';
import { ConversationRow } from './ConversationRow';

const SKELETON_ROWS = 4;
const MINUTE_MS = 60_000;

/**
 * /inbox: every conversation with a stylist, bots included and marked, newest activity first
 * (the server's order, kept as new messages arrive live), unread ones marked, each with the
 * buttons the rules give. Loading shows skeleton rows, an
 * empty inbox leads to the stylist search, a failed load offers a retry.
 */
export const InboxPage = () => {
  const inbox = useGetInboxQuery();
  const userId = useAppSelector(selectUserId) ?? '';
  // Times read from now, kept current: the list changes live (src/api/liveChat.ts).
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);

  const renderContent = () => {
    if (inbox.isLoading) {
      return (
        <List aria-busy="true" aria-label="Loading your conversations">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <SkeletonRow key={index}>
              <Skeleton circle width="56px" height="56px" />
              <SkeletonText>
                <Skeleton width="40%" height="1.25em" />
                <Skeleton width="75%" />
              </SkeletonText>
            </SkeletonRow>
          ))}
        </List>
      );
    }
    if (inbox.isError || !inbox.data) {
      return (
        <ErrorState
          title="We couldn't load your inbox"
          text="Check your connection and try again."
          onRetry={() => void inbox.refetch()}
        />
      );
    }
    if (inbox.data.items.length === 0) {
      return (
        <Empty>
          <EmptyTitle>No conversations yet</EmptyTitle>
          <EmptyText>
            Find a stylist you like and say hello: your conversations and styling sessions will be
            here.
          </EmptyText>
          <ButtonLink to="/stylistSearch">Find your stylist</ButtonLink>
        </Empty>
      );
    }
    return (
      <List>
        {inbox.data.items.map((conversation) => (
          <li key={conversation.sid}>
            <ConversationRow conversation={conversation} userId={userId} now={now} />
          </li>
        ))}
      </List>
    );
  };

  return (
    <>
      <PageHead title="Inbox" description="Your conversations and styling sessions." />
      <Content>
        <Title>Inbox</Title>
        {renderContent()}
      </Content>
    </>
  );
};

const Content = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SkeletonRow = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SkeletonText = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.xs};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const EmptyTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const EmptyText = styled.p`
  max-width: 32rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
