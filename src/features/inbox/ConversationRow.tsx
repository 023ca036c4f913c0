import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PLANS, PLAN_IDS, type PlanId } from '@shared/plans';
import type { Conversation } from '@/api/conversationsApi';
import { bookingPath, chatSessionPath } from '@/lib/booking';
import { formatMessageTime } from '@/lib/dates';
import { trackEvent } from '@/services/tracking';
import { Avatar } from '@/ui/Avatar';
import { ButtonLink } from '@/ui/Button';
import { actionLabel, conversationActions, isSubscription } from './conversationActions';

const planTitle = (plan: string | null) =>
  plan && (PLAN_IDS as readonly string[]).includes(plan) ? PLANS[plan as PlanId].title : null;

type ConversationRowProps = { conversation: Conversation; userId: string; now: Date };

/** How each talk button names its stylist: 'Reply to Ann', 'Review Board from Ann', else 'with'. */
const linkWords: Record<string, string> = { Reply: 'to', 'Review Board': 'from' };

/**
 * One conversation: the stylist (a bot is marked), the plan of the latest session, how many of
 * the stylist's messages are unread (the last message then stands out), the last message with
 * its time, and the buttons the rules give (`conversationActions`).
 */
export const ConversationRow = ({ conversation, userId, now }: ConversationRowProps) => {
  const { stylist, last_message: last } = conversation;
  const chatPath = chatSessionPath(stylist.uuid, userId);
  const plan = planTitle(conversation.plan);
  const headingId = `conversation-${conversation.sid}`;
  const unread = conversation.unread_count || 0;

  const button = (kind: ReturnType<typeof conversationActions>[number]) => {
    const label = actionLabel(kind, conversation);
    if (kind === 'book' || kind === 'bookAgain') {
      return (
        <ButtonLink
          key={kind}
          size="sm"
          to={bookingPath({ stylistId: stylist.uuid, bookingSource: 'inbox' })}
          aria-label={kind === 'book' ? `Book ${stylist.name}` : undefined}
          onClick={() =>
            trackEvent('book_stylist_click', {
              stylist_uuid: stylist.uuid,
              booking_source: 'inbox',
            })
          }
        >
          {label}
        </ButtonLink>
      );
    }
    return (
      <ButtonLink
        key={kind}
        size="sm"
        variant={kind === 'session' ? 'ghost' : 'secondary'}
        to={chatPath}
        aria-label={`${label} ${linkWords[label] ?? 'with'} ${stylist.name}`}
      >
        {label}
      </ButtonLink>
    );
  };

  return (
    <Row aria-labelledby={headingId}>
      <Avatar src={stylist.profile_picture} name={stylist.name} size={56} />
      <Body>
        <Heading id={headingId}>
          {stylist.is_bot ? (
            stylist.name
          ) : (
            <NameLink to={`/stylist/${encodeURIComponent(stylist.uuid)}/profile`}>
              {stylist.name}
            </NameLink>
          )}
        </Heading>
        <Tags>
          {stylist.is_bot && <Tag>Assistant</Tag>}
          {plan && <Tag>{plan}</Tag>}
          {isSubscription(conversation) && <Tag>Monthly</Tag>}
          {conversation.current_session_status === 'ongoing' && <Tag $live>Session open</Tag>}
          {unread > 0 && <Tag $unread>{unread} unread</Tag>}
        </Tags>
        {last ? (
          <Last $unread={unread > 0}>
            <Snippet>
              {last.sender === 'client' ? 'You: ' : ''}
              {last.text}
            </Snippet>
            <Time dateTime={last.created}>{formatMessageTime(last.created, now)}</Time>
          </Last>
        ) : (
          <Last>
            <Snippet>No messages yet.</Snippet>
          </Last>
        )}
      </Body>
      <Actions>{conversationActions(conversation).map(button)}</Actions>
    </Row>
  );
};

const Row = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  &:empty {
    display: none;
  }
`;

const Tag = styled.span<{ $live?: boolean; $unread?: boolean }>`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $live, $unread }) =>
    $unread ? theme.colors.major : $live ? theme.colors.success : theme.colors.surface};
  color: ${({ theme, $live, $unread }) =>
    $live || $unread ? theme.colors.inverse : theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.6;
`;

const Last = styled.p<{ $unread?: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
  margin: 0;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.ink : theme.colors.inkMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;

const Snippet = styled.span`
  overflow: hidden;
  min-width: 0;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Time = styled.time`
  flex: none;
  color: ${({ theme }) => theme.colors.inkSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space.xs};

  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    grid-column: auto;
    justify-content: flex-end;
  }
`;
