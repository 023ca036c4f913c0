import { gatewayApi } from '@/api/gatewayApi';

/** How many stylists a campaign page shows. */
export const CAMPAIGN_STYLIST_COUNT = 12;

/** The few stylist fields a campaign card shows (GET proxy/stylist/readAll item). */
export type CampaignStylist = {
  uuid: string;
  name: string;
  first_name: string;
  profile_picture: string | null;
  location: string | null;
};

export const campaignsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaignStylists: build.query<CampaignStylist[], void>({
      query: () => ({ url: 'proxy/stylist/readAll', params: { count: CAMPAIGN_STYLIST_COUNT } }),
      transformResponse: (response: { items: CampaignStylist[] }) => response.items,
      providesTags: ['Stylist'],
    }),
  }),
});

export const { useGetCampaignStylistsQuery } = campaignsApi;
