import { FREE_TRIAL_DAYS, PLANS, type PlanId } from '@shared/plans';
import { longDate } from '../longDate';

export type WelcomeInput = {
  clientFirstName: string;
  stylistFirstName: string;
  plan: PlanId;
  type: 'one-time' | 'subscription';
  /** The goal chosen while booking, as its text ("Refresh my everyday wardrobe"), if any. */
  goal: string | null;
  trialEnd: Date | null;
};

const whatWeDo: Record<PlanId, string> = {
  mini:
    "Together we'll build 2 style boards of new pieces that work with what you already own, " +
    'with up to 2 revisions until every look feels like you.',
  major:
    "We have up to 5 style boards and 5 revisions to put together looks for the season, and I'll " +
    'style what is already in your closet and share beauty tips along the way.',
  lux:
    'We have the whole month: up to 8 style boards and 8 revisions, two seasonal capsules, and our ' +
    '30-minute intro call (plus a virtual fitting call whenever you want one). Your gift bag is on ' +
    'its way too.',
};

/** "Refresh my everyday wardrobe" → "refresh your everyday wardrobe". */
const inYourWords = (goal: string) =>
  goal
    .trim()
    .replace(/\.$/, '')
    .replace(/\bmy\b/gi, 'your')
    .replace(/^./, (first) => first.toLowerCase());

/**
 * The stylist's first message in a new session: warm, by name, about the plan booked and the
 * goal chosen, with the first step (the mood board) and what to tell the stylist.
 */
export const welcomeMessage = (input: WelcomeInput) => {
  const plan = PLANS[input.plan];
  const booked =
    input.type === 'subscription'
      ? `a ${plan.title} monthly membership`
      : `a ${plan.title} styling session`;
  const lines = [
    `Hi ${input.clientFirstName}! I'm ${input.stylistFirstName}, and I'm so happy you booked ${booked} with me.`,
    input.goal
      ? `You told me you'd like to ${inYourWords(input.goal)}, and that is exactly where we'll start.`
      : null,
    whatWeDo[input.plan],
    'First I will put together your mood board. To make it yours, tell me a little about your ' +
      'everyday life, the sizes you wear, your budget, and the country you live in, so I shop ' +
      'from retailers that ship to you.',
    input.type === 'subscription' && input.trialEnd
      ? `Your free ${FREE_TRIAL_DAYS}-day trial runs until ${longDate(input.trialEnd)}, and nothing is charged before then.`
      : null,
    `Talk soon,\n${input.stylistFirstName}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n\n');
};
