import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { useMediaQuery } from '@/ui/hooks/useMediaQuery';
import { PageHead } from '@/ui/PageHead';
import { Skeleton } from '@/ui/Skeleton';
import { mediaQueries } from '@/ui/theme';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { BoardDialog } from './BoardDialog';
import { CartSidePanel } from './CartSidePanel';
import { ChatHeader } from './ChatHeader';
import { useGetChatSessionQuery } from './chatApi';
import type { ShownMessage } from './chatMessages';
import { ClosedChatNote } from './ClosedChatNote';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { PinnedNotes } from './PinnedNotes';
import { useChannelSid } from './useChannelSid';
import { useChat } from './useChat';
import { useTipReturnToast } from './useTipReturnToast';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

const ChatSession = ({ stylistId, userId }: { stylistId: string; userId: string }) => {
  const dispatch = useAppDispatch();
  const view = useGetChatSessionQuery(stylistId);
  // Back from a tip's own checkout (Stripe's redirect): its thank-you.
  useTipReturnToast(view.data?.stylist.first_name);
  const channel = useChannelSid(view.data, stylistId);
  const chat = useChat(channel.sid, userId);
  const wide = useMediaQuery(mediaQueries.aboveMobile);
  const [replyingTo, setReplyingTo] = useState<ShownMessage | null>(null);
  const [openBoard, setOpenBoard] = useState<string | null>(null);

  if (view.isLoading) {
    // The chat's own frame, so nothing moves when it arrives.
    return (
      <Layout>
        <Main aria-busy="true" aria-label="Loading your conversation">
          <Loading>
            <Skeleton width="40%" height="2rem" />
            <Skeleton height="4rem" />
            <Skeleton width="70%" height="3rem" />
            <Skeleton width="55%" height="3rem" />
          </Loading>
        </Main>
      </Layout>
    );
  }
  if (!view.data) {
    return isNotFound(view.error) ? (
      <ErrorState
        title="We couldn't find this conversation"
        text="The stylist may no longer be on the service."
        actions={<ButtonLink to="/inbox">Go to your inbox</ButtonLink>}
      />
    ) : (
      <ErrorState
        title="We couldn't load your conversation"
        text="Check your connection and try again."
        onRetry={() => void view.refetch()}
      />
    );
  }

  const { stylist, session, notes } = view.data;
  const stylistName = stylist.first_name;
  /** A Lux session past its booked month: the chat is closed (the server says when). */
  const closedAt =
    session?.status === 'ended' && session.chat_closes_at ? session.chat_closes_at : null;
  const tip =
    session && channel.sid && !stylist.is_bot
      ? () =>
          dispatch(
            modalOpened({
              type: 'Tip',
              modalProps: { stylistId, stylistName, channelSid: channel.sid ?? undefined },
            }),
          )
      : null;

  const renderMessages = () => {
    if (channel.failed) {
      return (
        <ErrorState
          title="We couldn't open the conversation"
          text="Check your connection and try again."
          onRetry={channel.retry}
        />
      );
    }
    if (chat.status === 'error') {
      return (
        <ErrorState
          title="We couldn't connect to the chat"
          text="Your messages are safe. Check your connection and try again."
          onRetry={chat.retry}
        />
      );
    }
    if (chat.status !== 'ready') {
      return (
        <Loading aria-busy="true" aria-label="Loading messages">
          <Skeleton width="60%" height="3rem" />
          <Skeleton width="45%" height="3rem" />
        </Loading>
      );
    }
    if (chat.messages.length === 0) {
      return (
        <Empty>
          Say hello to {stylistName}: tell them what you are looking for, your sizes and your
          budget.
        </Empty>
      );
    }
    return (
      <MessageList
        messages={chat.messages}
        stylistName={stylistName}
        onReply={setReplyingTo}
        onRetry={chat.retrySend}
        onOpenBoard={setOpenBoard}
        loadPicture={chat.pictureUrl}
        pictureProgress={chat.pictureProgress}
        onCancelPicture={chat.cancelPicture}
      />
    );
  };

  return (
    <Layout>
      <Main>
        <ChatHeader
          view={view.data}
          connection={chat.status === 'ready' ? chat.connection : null}
          onTip={tip}
        />
        {!stylist.is_bot && (
          <PinnedNotes notes={notes} stylistName={stylistName} initiallyOpen={wide} />
        )}
        <Conversation>{renderMessages()}</Conversation>
        {closedAt ? (
          <ClosedChatNote stylistId={stylistId} stylistName={stylistName} closedAt={closedAt} />
        ) : (
          <Composer
            stylistName={stylistName}
            disabled={chat.status !== 'ready'}
            replyingTo={replyingTo}
            onCancelReply={() => setReplyingTo(null)}
            onSend={(text) => {
              chat.send(text, replyingTo?.sid ?? null);
              setReplyingTo(null);
            }}
            onPicture={chat.sendPicture}
          />
        )}
      </Main>
      {wide && <CartSidePanel />}
      {openBoard && <BoardDialog boardId={openBoard} onClose={() => setOpenBoard(null)} />}
    </Layout>
  );
};

/**
 * /chat/{stylist_id}/{user_id}: a styling session's chat, only for the signed-in shopper's own
 * conversations. Beside it on wider screens, the cart.
 */
export const ChatPage = () => {
  const { stylistId = '', userId: routeUserId = '' } = useParams();
  const userId = useAppSelector(selectUserId);
  return (
    <>
      <PageHead title="Chat" description="Your styling session." />
      {userId && routeUserId === userId ? (
        <ChatSession key={stylistId} stylistId={stylistId} userId={userId} />
      ) : (
        <ErrorState
          title="This conversation isn't yours"
          text="You can only open your own conversations. Yours are in your inbox."
          actions={<ButtonLink to="/inbox">Go to your inbox</ButtonLink>}
        />
      )}
    </>
  );
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
    padding: ${({ theme }) => theme.space.md};
  }
  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

const Main = styled.section`
  display: flex;
  flex-direction: column;
  /* The viewport less the header (and the gift banner above it, when it shows). */
  height: calc(100dvh - 9rem);
  min-height: 28rem;
  background: ${({ theme }) => theme.colors.canvas};

  ${({ theme }) => theme.media.aboveMobile} {
    height: calc(100dvh - 10rem);
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
  }
`;

const Conversation = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
