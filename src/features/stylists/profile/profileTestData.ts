/**
 * Builders and MSW handlers for the profile's tests (imported by tests only). The stylist is
 * 's-1' (Ann Lee) and the signed-in reader 'user-1', as `signedInState()` sets.
 */
import { http, HttpResponse } from 'msw';
import type { Gender } from '@/api/types';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { server } from '@/testing/server';
import type { ApiStylist } from '@/api/stylistTypes';
import type { ApiOutfit } from '@/api/stylistLooksApi';
import type { ApiReview } from './profileTypes';

export const buildStylist = (overrides: Partial<ApiStylist> = {}): ApiStylist => ({
  uuid: 's-1',
  name: 'Ann Lee',
  first_name: 'Ann',
  last_name: 'Lee',
  profile_picture: 'https://cdn.example.com/ann.jpg',
  location: 'New York, NY',
  city: 'New York',
  moodboard: 'https://cdn.example.com/ann-board.jpg',
  moodboard_male: 'https://cdn.example.com/ann-board-male.jpg',
  channel_sid: null,
  average_response_time: 6,
  average_star_rating: 4.5,
  reviews_count: 2,
  looks: { data: [] },
  why_we_recommend: null,
  match_tags: [],
  info: null,
  has_active_session: false,
  has_session: false,
  is_approved: '1',
  is_active: true,
  is_bot: false,
  bio: 'Ten years styling editorial shoots.',
  education: 'Fashion Institute of Technology',
  collaborations: 'Vogue, Elle',
  website: 'annstyles.com',
  instagram_url: 'https://instagram.com/annstyles',
  instagram_followers_count: 12500,
  service: 'Capsule wardrobes for busy people.',
  expertise_tags: [
    { tag_uuid: 't-1', tag_picture: null, tag_name: 'Petite' },
    { tag_uuid: 't-2', tag_picture: null, tag_name: 'Workwear' },
    { tag_uuid: 't-1', tag_picture: null, tag_name: 'Petite' },
  ],
  match_percentage: null,
  ...overrides,
});

export const buildReview = (index: number, overrides: Partial<ApiReview> = {}): ApiReview => ({
  uuid: `r-${index}`,
  user: { firstName: `Client${index}`, lastName: 'Smith' },
  created: '2025-03-05T12:00:00.000Z',
  title: `Review title ${index}`,
  description: `Review text ${index}`,
  picture: null,
  rate: 4,
  stylistUuid: 's-1',
  stylistName: 'Ann Lee',
  ...overrides,
});

export const buildLook = (index: number): ApiOutfit => ({
  uuid: `look-${index}`,
  name: `Look ${index}`,
  picture: `https://cdn.example.com/look-${index}.jpg`,
  style_tags: ['Classic', `Tag ${index}`],
});

type ProfileApiOptions = {
  stylist?: ApiStylist;
  reviews?: ApiReview[];
  why?: string;
};

/** The public calls of a profile: read (404 for other ids), reviews, looks, why-we-recommend. */
export const serveProfile = ({
  stylist = buildStylist(),
  reviews = [buildReview(1), buildReview(2)],
  why = 'Ann builds outfits around what you own.',
}: ProfileApiOptions = {}) =>
  server.use(
    http.get(gatewayUrl('proxy/stylist/:id/read'), ({ params }) =>
      params.id === stylist.uuid
        ? HttpResponse.json(stylist)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.get(gatewayUrl('proxy/stylist/:id/reviews'), ({ request }) => {
      const from = Number(new URL(request.url).searchParams.get('from'));
      return HttpResponse.json({ reviews: reviews.slice(from, from + 5), total: reviews.length });
    }),
    http.get(gatewayUrl('proxy/stylist/:id/looks'), () =>
      HttpResponse.json({ outfits: [buildLook(1), buildLook(2)], nextPage: null }),
    ),
    http.get(gatewayUrl('stylists/:id/why-we-recommend'), () => HttpResponse.json({ data: why })),
  );

type ReaderOptions = {
  gender?: Gender;
  matches?: ApiStylist[];
  canBook?: boolean;
  waitlist?: string[];
};

/** The signed-in reader's calls: the user, best matches, canBook and the waitlist. */
export const serveReader = ({
  gender = 'female',
  matches = [],
  canBook = true,
  waitlist = [],
}: ReaderOptions = {}) =>
  server.use(
    http.get(gatewayUrl('proxy/user/:uid'), () =>
      HttpResponse.json({
        user_uuid: 'user-1',
        first_name: 'Ada',
        last_name: 'Byron',
        email: 'ada@example.com',
        gender,
      }),
    ),
    http.get(gatewayUrl('proxy/user/:uid/bestMatchesNew'), () =>
      HttpResponse.json({ items: matches }),
    ),
    http.get(gatewayUrl('proxy/user/:uid/stylist/:id/canBook'), () =>
      HttpResponse.json({ can_book: canBook }),
    ),
    http.get(rootUrl('user/:uid/waitingList'), () => HttpResponse.json({ items: waitlist })),
  );
