import { http, HttpResponse } from 'msw';
import { gatewayUrl } from '@/testing/apiUrls';
import type { CampaignStylist } from './campaignsApi';

export const aCampaignStylist = (overrides: Partial<CampaignStylist> = {}): CampaignStylist => ({
  uuid: 'stylist-1',
  name: 'Amara Chen',
  first_name: 'Amara',
  profile_picture: '/media/avatars/stylist-1.svg',
  location: 'Vancouver, BC',
  ...overrides,
});

export const campaignStylists = [
  aCampaignStylist(),
  aCampaignStylist({
    uuid: 'stylist-2',
    name: 'Isaac Fairfax',
    first_name: 'Isaac',
    profile_picture: null,
    location: 'Austin, TX',
  }),
];

/** GET proxy/stylist/readAll; `requests` records each call's query string. */
export const campaignStylistsHandlers = (
  stylists: CampaignStylist[] = campaignStylists,
  requests: URLSearchParams[] = [],
) => [
  http.get(gatewayUrl('proxy/stylist/readAll'), ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return HttpResponse.json({ items: stylists });
  }),
];
