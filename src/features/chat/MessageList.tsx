import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { groupByDay, type ShownMessage } from './chatMessages';
import { MessageItem, type MessageItemProps } from './MessageItem';

type MessageListProps = Omit<MessageItemProps, 'message' | 'repliedTo'> & {
  messages: readonly ShownMessage[];
};

/**
 * The conversation, oldest first, under day separators. A log: new messages are announced, and
 * the list keeps to the newest unless the shopper scrolled up to read.
 */
export const MessageList = ({ messages, ...itemProps }: MessageListProps) => {
  const scroller = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const groups = useMemo(() => groupByDay(messages), [messages]);
  const bySid = useMemo(
    () => new Map(messages.map((message) => [message.sid, message])),
    [messages],
  );

  useEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  // Boards and pictures take their height when they load: stay at the newest meanwhile.
  useEffect(() => {
    const element = scroller.current;
    const content = log.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <Scroller
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Messages"
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
    >
      <Log ref={log} role="log" aria-label="Conversation">
        {groups.map((group) => (
          <Day key={group.label} aria-label={group.label}>
            <Separator aria-hidden="true">
              <span>{group.label}</span>
            </Separator>
            <Messages>
              {group.messages.map((message) => (
                <MessageItem
                  key={message.clientKey ?? message.sid}
                  message={message}
                  repliedTo={message.replyTo ? (bySid.get(message.replyTo) ?? null) : null}
                  {...itemProps}
                />
              ))}
            </Messages>
          </Day>
        ))}
      </Log>
    </Scroller>
  );
};

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  overscroll-behavior: contain;
`;

const Log = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Day = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Separator = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Messages = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
