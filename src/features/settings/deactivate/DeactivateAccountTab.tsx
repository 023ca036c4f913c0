import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { SettingsPanel } from '../SettingsPanel';
import { DeactivateAccountModal } from './DeactivateAccountModal';

/** Deactivate account: what it means, and the confirm dialog. */
export const DeactivateAccountTab = () => {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <SettingsPanel
      title="Deactivate account"
      intro="Deactivating your account signs you out on every device and you won’t be able to sign in again. To come back later, contact support."
    >
      <List>
        <li>A monthly membership must be cancelled first, in the Membership tab.</li>
        <li>Your past orders and payments stay on record.</li>
      </List>
      <div>
        <Button variant="major" onClick={() => setIsConfirming(true)}>
          Deactivate account
        </Button>
      </div>
      {isConfirming && <DeactivateAccountModal onClose={() => setIsConfirming(false)} />}
    </SettingsPanel>
  );
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
