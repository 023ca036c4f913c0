/**
 * Campaigns (spec 000 §2): a page-type campaign has its own marketing page; an onboarding-type
 * campaign opens the style quiz with a short intro. The id travels as the `?campaign=` marker.
 */
export type PageCampaign = { kind: 'page'; path: string };
export type OnboardingCampaign = { kind: 'onboarding'; title: string; intro: string };
export type Campaign = PageCampaign | OnboardingCampaign;

export const CAMPAIGNS = {
  wedding: { kind: 'page', path: '/wedding' },
  maternity: {
    kind: 'onboarding',
    title: 'Style for every trimester',
    intro:
      'Dressing a changing body should feel easy, not like a compromise. Take the quiz and a ' +
      'stylist will pick comfortable, flattering looks for now, for later and for after baby arrives.',
  },
} as const satisfies Record<string, Campaign>;

export type CampaignId = keyof typeof CAMPAIGNS;

export const CAMPAIGN_IDS = Object.keys(CAMPAIGNS) as CampaignId[];

export const isCampaign = (value: unknown): value is CampaignId =>
  typeof value === 'string' && Object.hasOwn(CAMPAIGNS, value);

/** The known campaign named by `?campaign=` in a query string (or params), otherwise null. */
export const campaignFromSearch = (search: string | URLSearchParams): CampaignId | null => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('campaign');
  return isCampaign(value) ? value : null;
};

/** The intro of an onboarding-type campaign, for the quiz to show; null for any other. */
export const onboardingCampaign = (
  value: unknown,
): (OnboardingCampaign & { id: CampaignId }) | null => {
  if (!isCampaign(value)) return null;
  const campaign: Campaign = CAMPAIGNS[value];
  return campaign.kind === 'onboarding' ? { ...campaign, id: value } : null;
};
