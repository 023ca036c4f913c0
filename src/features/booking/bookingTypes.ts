import type { PlanId } from '@shared/plans';

/** Wire types of the booking calls (docs/contracts/booking.md). */

/** The stylist fields booking reads from `GET proxy/stylist/{id}/read` (spec 000 §3). */
export type BookingStylist = {
  uuid: string;
  name: string;
  first_name: string;
  profile_picture: string | null;
  location: string | null;
  /** '1' means approved. */
  is_approved: string;
  is_active: boolean;
  is_bot: boolean;
  has_active_session: boolean;
};

export type ApiGoal = { uuid: string; text: string };

export type ApiPlan = {
  planId: PlanId;
  title: string;
  goal: string;
  price: number;
  monthlyPrice: number;
  hasMonthly: boolean;
  trialDays: number;
  features: string[];
};

export type SessionType = 'one-time' | 'subscription';

export type StylingCheckoutRequest = {
  stylistUuid: string;
  type: SessionType;
  plan: PlanId;
  returnUrl: string;
  goal?: string;
  bookingSource?: string;
  /** A gift card or other code (docs/contracts/gifts.md). */
  coupon?: string;
};

export type StylingCheckout = {
  /** Null when a code paid the whole session (`paidByCredit`). */
  clientSecret: string | null;
  requestId: string;
  provider: 'stripe' | 'local';
  plan: PlanId;
  type: SessionType;
  total: number;
  isTrial: boolean;
  trialEnd: string | null;
  /** What a code paid, when one was given. */
  discount?: number;
  /** The code paid everything: the booking is made, nothing to pay. */
  paidByCredit?: boolean;
};

export type StylingRequestStatus = 'open' | 'paid' | 'complete' | 'expired';

/** A styling session request (spec 000 §3): the checkout behind one payment attempt. */
export type StylingSessionRequest = {
  uuid: string;
  completed: boolean;
  status: StylingRequestStatus;
  plan: PlanId;
  type: SessionType;
  stylistUuid: string;
  stylistName: string;
  total: number;
  coupon: string | null;
  isTrial: boolean;
  trialEnd: string | null;
  sessionId: string | null;
};

/** Styling session info (spec 000 §3), `GET session/{sessionId}`. */
export type StylingSession = {
  uuid: string;
  stylistUuid: string;
  stylist: {
    uuid: string;
    name: string;
    first_name: string;
    last_name: string;
    profile_picture: string | null;
  };
  plan: PlanId;
  type: SessionType;
  total: number;
  isTrial: boolean;
  trialEnd: string | null;
  periodEnd: string | null;
  status: 'active' | 'ended';
  channelSid: string | null;
  questionnaireAnswered: boolean;
};

export type QuestionnaireAnswer = { question: string; answer: string };

/** `GET proxy/user/{uid}/onboarding`: the stored quiz result (only its needs are read here). */
export type StoredQuiz = { needs: string[]; gender: 'female' | 'male' };
