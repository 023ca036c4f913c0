/**
 * The stylist's answer outside a paid session: a bot answers questions about the service; a
 * stylist thanks the shopper and points them to booking (again, after an ended session).
 */
export type ContactInput = {
  isBot: boolean;
  stylistFirstName: string;
  clientFirstName: string;
  hadSession: boolean;
  message: string;
};

const botAnswers: { pattern: RegExp; answer: string }[] = [
  {
    pattern: /\b(?:price|cost|plan|how much|pay|membership)\b/i,
    answer:
      'We have three plans: Mini ($60) with 2 style boards, Major ($130) with 5 style boards and 5 revisions, and Lux ($550) with 8 boards, 8 revisions and a 30-minute intro call. Any plan can be a monthly membership with a free 3-day trial.',
  },
  {
    pattern: /\b(?:gift|voucher)\b/i,
    answer:
      'A styling session makes a lovely gift! Open Gift Cards from the menu, pick a plan, add shopping credit if you like, and we e-mail the card to them.',
  },
  {
    pattern: /\b(?:order|ship|shipping|return|delivery)\b/i,
    answer:
      'Shipping is always free, and returns follow each retailer’s policy. Your orders are under Settings > Orders.',
  },
  {
    pattern: /\b(?:switch|change) (?:my )?stylist\b/i,
    answer:
      'To switch stylist, e-mail our support team and we will match you with someone new. On a monthly plan you can also cancel after your mood board.',
  },
  {
    pattern: /\b(?:how (?:does|do)|work|start)\b/i,
    answer:
      'It works like this: take the style quiz, pick a stylist you like, book a plan, and chat. Your stylist sends a mood board first, then shoppable style boards, and revises them until you love them.',
  },
];

export const contactReply = (input: ContactInput) => {
  if (input.isBot) {
    const match = botAnswers.find(({ pattern }) => pattern.test(input.message));
    return match
      ? match.answer
      : `Hi ${input.clientFirstName}! I can help with plans and prices, gift cards, orders and shipping, and how a styling session works. What would you like to know?`;
  }
  if (input.hadSession) {
    return `So good to hear from you again, ${input.clientFirstName}! Our last session has wrapped up. Book me again from your inbox and we'll pick up right where we left off.`;
  }
  return `Thanks so much for your message, ${input.clientFirstName}! I'd love to style you. Book a session from my profile and I'll start with your mood board. Until then, ask me anything here.`;
};
