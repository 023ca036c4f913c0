import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PLANS, isPlanId } from '@shared/plans';
import type { ConnectionState } from '@/services/chat/chatTypes';
import { Avatar } from '@/ui/Avatar';
import { Button, ButtonLink } from '@/ui/Button';
import type { ChatSessionView } from './chatApi';
import { ConnectionStatus } from './ConnectionStatus';
import { LuxSessionDetails } from './LuxSessionDetails';

type ChatHeaderProps = {
  view: ChatSessionView;
  connection: ConnectionState | null;
  onTip: (() => void) | null;
};

/** Where the session stands: "Major session · 2 of 5 style boards · 1 of 5 revisions". */
export const sessionSummary = (session: NonNullable<ChatSessionView['session']>) => {
  const plan = isPlanId(session.plan) ? PLANS[session.plan].title : session.plan;
  const kind = session.type === 'subscription' ? 'membership' : 'session';
  const state = session.status === 'ended' ? ' (ended)' : '';
  return `${plan} ${kind}${state} · ${session.style_boards.sent} of ${session.style_boards.allowed} style boards · ${session.revisions.used} of ${session.revisions.allowed} revisions`;
};

/**
 * The stylist, the session's progress (for Lux: until when the chat is open, and its calls), the
 * connection, Tip, and, once style boards have arrived, the way to the session recap that adds
 * what the shopper bought to their closet.
 */
export const ChatHeader = ({ view, connection, onTip }: ChatHeaderProps) => {
  const { stylist, session } = view;
  return (
    <Header>
      <Avatar src={stylist.profile_picture} name={stylist.first_name} size={44} />
      <Who>
        <Name>
          {stylist.is_bot ? (
            stylist.name
          ) : (
            <Link to={`/stylist/${stylist.uuid}/profile`}>{stylist.name}</Link>
          )}
          {stylist.is_bot && <Tag>Bot</Tag>}
        </Name>
        <Summary>
          {session
            ? sessionSummary(session)
            : stylist.is_bot
              ? 'Help and answers'
              : 'No session yet'}
        </Summary>
        {session?.chat_closes_at && (
          <LuxSessionDetails
            stylistName={stylist.name}
            stylistFirstName={stylist.first_name}
            closesAt={session.chat_closes_at}
            isOpen={session.status === 'active'}
          />
        )}
      </Who>
      <Side>
        {connection && <ConnectionStatus state={connection} />}
        {session && session.style_boards.sent > 0 && (
          <ButtonLink
            size="sm"
            variant="secondary"
            to={`/session/${encodeURIComponent(session.uuid)}/add-to-closet`}
          >
            Add purchases to closet
          </ButtonLink>
        )}
        {onTip && (
          <Button size="sm" variant="secondary" onClick={onTip}>
            Tip {stylist.first_name}
          </Button>
        )}
      </Side>
    </Header>
  );
};

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  display: grid;
  flex: 1;
  min-width: 12rem;
`;

const Name = styled.h1`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: inherit;
  }
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Side = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
