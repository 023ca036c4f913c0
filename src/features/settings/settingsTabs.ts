/** The settings tabs, in the spec's order (spec 001 §2 `/settings/{tab?}`), and their URLs. */
export const SETTINGS_TABS = [
  { slug: 'personal-info', label: 'Personal info' },
  { slug: 'style-info', label: 'Style info' },
  { slug: 'payment-method', label: 'Payment method' },
  { slug: 'membership', label: 'Membership' },
  { slug: 'orders', label: 'Orders' },
  { slug: 'payment-history', label: 'Payment history' },
  { slug: 'password', label: 'Edit password' },
  { slug: 'loyalty-rewards', label: 'Loyalty rewards' },
  { slug: 'deactivate-account', label: 'Deactivate account' },
] as const;

export type SettingsTabSlug = (typeof SETTINGS_TABS)[number]['slug'];

export const FIRST_SETTINGS_TAB: SettingsTabSlug = SETTINGS_TABS[0].slug;

export const isSettingsTab = (value: string | undefined): value is SettingsTabSlug =>
  SETTINGS_TABS.some((tab) => tab.slug === value);

export const settingsPath = (slug: SettingsTabSlug) => `/settings/${slug}`;
