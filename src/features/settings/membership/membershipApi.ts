import { UID } from '@/api/currentUser';
import { gatewayApi } from '@/api/gatewayApi';

/** A monthly membership as the gateway sends it (docs/contracts/settings.md, "Membership"). */
export type ApiMembership = {
  uuid: string;
  type: 'subscription';
  plan: string;
  stylist: {
    uuid: string;
    name: string;
    first_name: string;
    last_name: string;
    profile_picture: string | null;
  };
  /**
   * `past_due`: a renewal's payment failed and the provider is retrying it; the membership keeps
   * running meanwhile and the shopper is asked to update the card.
   */
  status: 'active' | 'trialing' | 'past_due' | 'inactive';
  trialing: boolean;
  trialEnd: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  payment: number;
  currency: string;
  lastBillingDate: string | null;
  paymentMethod: { type: 'card'; last4: string } | null;
  created: string;
};

export type MembershipStatus = ApiMembership['status'];

/** A membership as the Membership tab reads it. */
export type Membership = {
  id: string;
  plan: string;
  stylistName: string;
  status: MembershipStatus;
  /** Set to end when its period does (cancelled, not yet ended). */
  isEnding: boolean;
  trialEnd: string | null;
  /** The next renewal; when ending, the last day of access; when inactive, when it ended. */
  periodEnd: string | null;
  /** Per month, in `currency`. */
  payment: number;
  currency: string;
  lastBillingDate: string | null;
  cardLast4: string | null;
};

export const toMembership = (membership: ApiMembership): Membership => ({
  id: membership.uuid,
  plan: membership.plan,
  stylistName: membership.stylist.name,
  status: membership.status,
  isEnding: membership.cancelAtPeriodEnd && membership.status !== 'inactive',
  trialEnd: membership.trialEnd,
  periodEnd: membership.periodEnd,
  payment: membership.payment,
  currency: membership.currency || 'usd',
  lastBillingDate: membership.lastBillingDate,
  cardLast4: membership.paymentMethod?.last4 ?? null,
});

/** The memberships list's cache entry: a cancel or reactivate answer replaces its item. */
const MEMBERSHIPS = { type: 'Session', id: 'MEMBERSHIPS' } as const;

/**
 * Memberships (spec 001 §7 "User and settings"): the shopper's monthly memberships, and cancelling
 * one at the end of its period or reactivating it. Each answer is the membership afterwards and
 * takes its place in the list; a refusal refreshes the list (it may have ended meanwhile).
 */
export const membershipApi = gatewayApi.injectEndpoints({
  endpoints: (build) => {
    const change = (action: 'cancel' | 'reactivate') =>
      build.mutation<Membership, string>({
        query: (id) => ({
          url: `proxy/session/${encodeURIComponent(id)}/${action}`,
          method: 'PUT',
        }),
        transformResponse: (response: ApiMembership) => toMembership(response),
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              membershipApi.util.updateQueryData('getSubscriptionSessions', undefined, (list) =>
                list.map((membership) => (membership.id === data.id ? data : membership)),
              ),
            );
          } catch {
            dispatch(membershipApi.util.invalidateTags([MEMBERSHIPS]));
          }
        },
      });
    return {
      getSubscriptionSessions: build.query<Membership[], void>({
        query: () => `proxy/user/${UID}/sessions`,
        transformResponse: (response: { items?: ApiMembership[] }) =>
          Array.isArray(response.items) ? response.items.map(toMembership) : [],
        providesTags: [MEMBERSHIPS],
      }),
      cancelSubscription: change('cancel'),
      reactivateSubscription: change('reactivate'),
    };
  },
});

export const {
  useGetSubscriptionSessionsQuery,
  useCancelSubscriptionMutation,
  useReactivateSubscriptionMutation,
} = membershipApi;
