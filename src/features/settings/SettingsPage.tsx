import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';
import { PageContent, PageTitle } from '@/ui/PageLayout';
import { DeactivateAccountTab } from './deactivate/DeactivateAccountTab';
import { LoyaltyTab } from './loyalty/LoyaltyTab';
import { MembershipTab } from './membership/MembershipTab';
import { OrdersTab } from './orders/OrdersTab';
import { PasswordTab } from './password/PasswordTab';
import { PaymentHistoryTab } from './payments/PaymentHistoryTab';
import { PaymentMethodTab } from './payments/PaymentMethodTab';
import { PersonalInfoTab } from './personal/PersonalInfoTab';
import { SettingsNav } from './SettingsNav';
import { SettingsTabPicker } from './SettingsTabPicker';
import {
  FIRST_SETTINGS_TAB,
  isSettingsTab,
  settingsPath,
  type SettingsTabSlug,
} from './settingsTabs';
import { StyleInfoTab } from './style/StyleInfoTab';

/** What each tab shows. */
const PANELS: Record<SettingsTabSlug, () => ReactNode> = {
  'personal-info': () => <PersonalInfoTab />,
  'style-info': () => <StyleInfoTab />,
  'payment-method': () => <PaymentMethodTab />,
  membership: () => <MembershipTab />,
  orders: () => <OrdersTab />,
  'payment-history': () => <PaymentHistoryTab />,
  password: () => <PasswordTab />,
  'loyalty-rewards': () => <LoyaltyTab />,
  'deactivate-account': () => <DeactivateAccountTab />,
};

/**
 * /settings/{tab?} (spec 001 §2, protected): a section per tab, each with its own URL; an unknown
 * tab goes to the first, replacing the URL. A sidebar of links on wider screens (nine sections do
 * not fit one row of tabs), a select on phones. Only the chosen section is mounted, so its data
 * loads when it is opened.
 */
export const SettingsPage = () => {
  const { tab } = useParams();
  const navigate = useNavigate();
  if (tab !== undefined && !isSettingsTab(tab)) {
    return <Navigate to={settingsPath(FIRST_SETTINGS_TAB)} replace />;
  }
  const selected: SettingsTabSlug = tab ?? FIRST_SETTINGS_TAB;
  // Replace, not push: Back leaves the page rather than stepping through its sections.
  const handlePick = (slug: string) => {
    if (isSettingsTab(slug)) void navigate(settingsPath(slug), { replace: true });
  };

  return (
    <>
      <PageHead
        title="Settings"
        description="Your personal and style info, payments, membership, password and account."
      />
      <PageContent as="div">
        <PageTitle>Settings</PageTitle>
        <Layout>
          <SettingsNav selected={selected} />
          <SettingsTabPicker value={selected} onChange={handlePick} />
          <div>{PANELS[selected]()}</div>
        </Layout>
      </PageContent>
    </>
  );
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;
