import styled from 'styled-components';
import type { ConnectionState } from '@/services/chat/chatTypes';

const labels: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  connected: 'Live',
  reconnecting: 'Reconnecting…',
  disconnected: 'Disconnected',
};

/** Whether the chat is live; announced politely when it changes. */
export const ConnectionStatus = ({ state }: { state: ConnectionState }) => (
  <Pill role="status" data-state={state}>
    <Dot aria-hidden="true" />
    {labels[state]}
  </Pill>
);

const Pill = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;

  &[data-state='connected'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-state='disconnected'] {
    color: ${({ theme }) => theme.colors.error};
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;
