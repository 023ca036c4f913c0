import { http, HttpResponse } from 'msw';
import { FREE_TRIAL_DAYS, PLAN_LIST, hasMonthlyOption } from '@shared/plans';
import { encodeQueryParam, type BookingQuery } from '@/lib/bookingCodec';
import { gatewayUrl, rootUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import type {
  ApiGoal,
  ApiPlan,
  BookingStylist,
  StylingSession,
  StylingSessionRequest,
} from './bookingTypes';

export const apiPlans: ApiPlan[] = PLAN_LIST.map((plan) => ({
  planId: plan.planId,
  title: plan.title,
  goal: plan.goal,
  price: plan.price,
  monthlyPrice: plan.monthlyPrice,
  hasMonthly: hasMonthlyOption(plan.planId),
  trialDays: FREE_TRIAL_DAYS,
  features: [...plan.features],
}));

export const goals: ApiGoal[] = [
  { uuid: 'g-1', text: 'Refresh my everyday wardrobe' },
  { uuid: 'g-2', text: 'Find outfits for a special event' },
];

export const aBookingStylist = (overrides: Partial<BookingStylist> = {}): BookingStylist => ({
  uuid: 's-1',
  name: 'Ana Silva',
  first_name: 'Ana',
  profile_picture: null,
  location: 'Lisbon, Portugal',
  is_approved: '1',
  is_active: true,
  is_bot: false,
  has_active_session: false,
  ...overrides,
});

export const aRequest = (
  overrides: Partial<StylingSessionRequest> = {},
): StylingSessionRequest => ({
  uuid: 'req-1',
  completed: false,
  status: 'open',
  plan: 'major',
  type: 'one-time',
  stylistUuid: 's-1',
  stylistName: 'Ana Silva',
  total: 130,
  coupon: null,
  isTrial: false,
  trialEnd: null,
  sessionId: null,
  ...overrides,
});

export const aSession = (overrides: Partial<StylingSession> = {}): StylingSession => ({
  uuid: 'req-1',
  stylistUuid: 's-1',
  stylist: {
    uuid: 's-1',
    name: 'Ana Silva',
    first_name: 'Ana',
    last_name: 'Silva',
    profile_picture: null,
  },
  plan: 'major',
  type: 'one-time',
  total: 130,
  isTrial: false,
  trialEnd: null,
  periodEnd: null,
  status: 'active',
  channelSid: 'CH1',
  questionnaireAnswered: false,
  ...overrides,
});

/** The path of a booking step with `booking` encoded as the app does. */
export const bookingRoute = (path: string, booking: BookingQuery) =>
  `${path}?booking=${encodeQueryParam(booking)}`;

/** What every booking page asks: the shopper, the stylist, the catalogue. */
export const bookingHandlers = (stylist: BookingStylist = aBookingStylist()) => [
  ...signedInAccountHandlers(),
  http.get(gatewayUrl(`proxy/stylist/${stylist.uuid}/read`), () => HttpResponse.json(stylist)),
  http.get(rootUrl('plans'), () => HttpResponse.json({ items: apiPlans })),
  http.get(rootUrl('goal'), () => HttpResponse.json({ items: goals })),
  // No quiz on the server: /match/plans recommends from this tab's answers alone.
  http.get(gatewayUrl('proxy/user/:uid/onboarding'), () => HttpResponse.json(null)),
  // The landing page's featured stylists, for the redirects home.
  http.get(gatewayUrl('proxy/stylist/readAll'), () => HttpResponse.json({ items: [] })),
];
