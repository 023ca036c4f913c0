import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { WifiOffIcon } from '@/ui/icons';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Tells the shopper when the connection drops, so failed loads make sense. */
export const OfflineNotice = () => {
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <Live role="status">
      {!isOnline && (
        <Notice>
          <WifiOffIcon size={18} />
          You're offline. Check your connection; we'll pick up where you left off.
        </Notice>
      )}
    </Live>
  );
};

const Live = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  pointer-events: none;
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.inverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
