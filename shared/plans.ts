/**
 * The plan catalogue (spec 000 §1 "Plans", §9). One source for the SPA's plan cards, the plan
 * selector and the booking pages, and for the reference server's checkout prices.
 */
export const PLAN_IDS = ['mini', 'major', 'lux'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  planId: PlanId;
  title: string;
  /** Brand colour name in the theme: primary, major or lux. */
  color: 'primary' | 'major' | 'lux';
  /** Finishes the sentence "I want to …". */
  goal: string;
  /** One-time session price, USD. */
  price: number;
  /** Monthly membership price, USD (a free 3-day trial applies). */
  monthlyPrice: number;
  /** The plan's marketing page, when it has one. */
  learnMoreLink: '/pricing' | '/lux';
  features: readonly string[];
  /** Shop it Back: the session value credited as a shopping code. */
  shopItBackCredit: number;
  /** How many style boards, and how many revisions of them, a session of this plan includes. */
  styleBoards: number;
  revisions: number;
};

export const FREE_TRIAL_DAYS = 3;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  mini: {
    planId: 'mini',
    title: 'Mini',
    color: 'primary',
    goal: 'add new pieces to my closet',
    price: 60,
    monthlyPrice: 54,
    learnMoreLink: '/pricing',
    features: ['2 style boards', 'Up to 2 revisions', 'Chat with your stylist'],
    shopItBackCredit: 60,
    styleBoards: 2,
    revisions: 2,
  },
  major: {
    planId: 'major',
    title: 'Major',
    color: 'major',
    goal: 'add new looks for the season',
    price: 130,
    monthlyPrice: 117,
    learnMoreLink: '/pricing',
    features: [
      'Up to 5 style boards',
      'Up to 5 revisions',
      'Closet styling',
      'Beauty advice',
      'Chat with your stylist',
    ],
    shopItBackCredit: 130,
    styleBoards: 5,
    revisions: 5,
  },
  lux: {
    planId: 'lux',
    title: 'Lux',
    color: 'lux',
    goal: 'take my wardrobe to the next level',
    price: 550,
    monthlyPrice: 550,
    learnMoreLink: '/lux',
    features: [
      'Up to 8 style boards and 8 revisions',
      '30-minute intro call',
      'Optional 30-minute virtual fitting call',
      '2 seasonal capsules',
      'Chat open for the booked month',
      'Expedited shipping from retail partners',
      'An exclusive bag as a gift on booking',
    ],
    shopItBackCredit: 500,
    styleBoards: 8,
    revisions: 8,
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

/** The plan query must be mini, major or lux, otherwise major (spec 000 §4). */
export const planOrDefault = (value: unknown): PlanId => (isPlanId(value) ? value : 'major');

/** Lux has no monthly choice: its price is the same either way. */
export const hasMonthlyOption = (planId: PlanId) => planId !== 'lux';
