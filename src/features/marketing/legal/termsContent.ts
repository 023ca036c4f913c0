import { FREE_TRIAL_DAYS, PLANS } from '@shared/plans';
import { env } from '@/config/env';
import { formatMoney } from '@/lib/money';
import type { LegalDocument } from './legalTypes';

const product = env.productName;
const { mini, major, lux } = PLANS;
const price = (amount: number) => formatMoney(amount);

/** The Terms of Service (/terms). Plain, generic terms for a personal-styling marketplace. */
export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-02',
  intro: `These terms explain how ${product} works, what you can expect from us and from your stylist, and what we expect from you. Please read them: by creating an account, booking a session or buying a gift card you agree to them.`,
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      blocks: [
        `These terms are an agreement between you and ${product} (“we”, “us”). They apply to our website, our apps and every service we offer through them (together, the “Service”).`,
        'You must be at least 18 years old, or the age of majority where you live, to create an account or buy anything through the Service.',
      ],
    },
    {
      id: 'service',
      title: 'The Service',
      blocks: [
        `${product} is a marketplace that connects you with independent, human personal stylists. Your stylist learns about your taste, body, lifestyle and budget from your style quiz and your chat, then prepares:`,
        {
          list: [
            'a mood board, so you can agree on a direction together;',
            'shoppable style boards: complete looks with every piece linked to a retailer;',
            'revisions of those boards based on your feedback;',
            'depending on your plan, closet styling, beauty advice, calls and seasonal capsules.',
          ],
        },
        'Stylists work with any brand and any budget, including pieces you already own. A closet clean-out is also offered as a service. Styling is a creative, personal service: we do our best to make it useful to you, but we cannot promise that you will like every suggestion.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        'Keep the details in your account accurate and your password to yourself. You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
        'You can sign up with an e-mail address and password or with a third-party sign-in provider. If you use a sign-in provider, its own terms also apply to that sign-in.',
      ],
    },
    {
      id: 'bookings',
      title: 'Bookings and payments',
      blocks: [
        `A styling session is booked with a chosen stylist and a plan. Our one-time plans currently cost ${price(mini.price)} (${mini.title}), ${price(major.price)} (${major.title}) and ${price(lux.price)} (${lux.title}); the plan page shows exactly what each includes before you pay.`,
        'Prices are in US dollars and include any fees we charge; taxes are added where the law requires it. Payments are handled by our card payment provider; we never see or store your full card number.',
        'Your session starts when payment is confirmed. If a payment fails, the session is not booked and you are not charged.',
      ],
    },
    {
      id: 'membership',
      title: 'Monthly membership, free trial and cancellation',
      blocks: [
        `Mini and Major are also available as a monthly membership. The membership starts with a free ${FREE_TRIAL_DAYS}-day trial: you will not be charged if you cancel before the trial ends. After the trial, the membership renews every month at the price shown when you joined until you cancel.`,
        'You can cancel at any time from your account settings. Cancelling stops future renewals; the month you have already paid for stays open until it ends. We do not refund part-months, except where the law requires it.',
        `On the monthly plan you may cancel after seeing your first mood board, and you may switch to another stylist. The ${lux.title} plan is a one-time booking and is not part of the membership.`,
      ],
    },
    {
      id: 'stylists',
      title: 'Stylists and switching',
      blocks: [
        `Stylists are independent professionals, not employees of ${product}. We review every stylist before they can take bookings, and we expect them to follow our standards: to reply in good time, to respect your budget and preferences, and to treat you with courtesy.`,
        'If a stylist is not the right fit, you can choose a different stylist for your next session, or contact us and we will help you switch. Reviews you leave help other clients choose.',
      ],
    },
    {
      id: 'gift-cards',
      title: 'Gift cards',
      blocks: [
        `${product} gift cards can be bought for a plan or for an amount of credit and are delivered by e-mail to the recipient. They can be redeemed only for styling on the Service, cannot be exchanged for cash (except where the law requires it) and cannot be resold.`,
        'Treat a gift card code like cash: we cannot replace a code that someone else has used. Unused balances do not expire unless the law where you live allows an expiry date, in which case the date is shown on the card.',
      ],
    },
    {
      id: 'shopping',
      title: 'Shopping through retailers',
      blocks: [
        `The pieces on your style boards are sold by third-party retailers, not by ${product}. When you buy them, your purchase is a contract between you and that retailer: its prices, stock, shipping, return and warranty terms apply.`,
        'We show prices and availability as the retailer reports them, but they can change at any time. We may earn a commission from retailers when you buy; this never changes the price you pay.',
        'From time to time we run promotions, such as a shopping code equal to your session value. Each promotion has its own conditions, which are shown with it.',
      ],
    },
    {
      id: 'content',
      title: 'Reviews and your content',
      blocks: [
        'You keep ownership of what you upload or write: photos, quiz answers, messages and reviews. You give us a worldwide, non-exclusive, royalty-free license to host, use and display it as needed to run the Service, and, for reviews, to show them on stylist profiles and in our marketing with your first name and last initial.',
        'Reviews must be honest and about your own experience. Please do not post anything that is unlawful, hateful, harassing, misleading or that infringes anyone else’s rights. We may remove content that breaks these rules.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        'Please use the Service fairly. In particular, do not:',
        {
          list: [
            'contact stylists to arrange paid work outside the Service;',
            'copy, scrape or resell style boards or other content from the Service;',
            'try to break, overload or get around the security of the Service;',
            'impersonate anyone or open accounts with false details.',
          ],
        },
        'We may suspend or close accounts that break these terms, after warning you where that is reasonable.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      blocks: [
        'We provide the Service with reasonable care and skill. Beyond that, and to the extent the law allows, the Service is provided “as is”: we do not guarantee that it will always be available or free of errors, and we are not responsible for products sold by retailers.',
        `To the extent the law allows, our total liability to you for any claim about the Service is limited to the amount you paid ${product} in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law, or your statutory rights as a consumer.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes and ending the agreement',
      blocks: [
        'We may update the Service and these terms. If a change materially affects you, we will tell you by e-mail or in the app before it takes effect. If you do not agree, you can close your account; continuing to use the Service means you accept the new terms.',
        'You can close your account at any time from your account settings or by contacting us. Sessions already paid for remain yours to finish.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [{ text: 'Questions about these terms? Write to us at', email: env.supportEmail }],
    },
  ],
};
