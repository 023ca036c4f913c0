import { env } from '@/config/env';
import type { LegalDocument } from './legalTypes';

const product = env.productName;

/** The Privacy Policy (/privacy). Third parties are named by kind, not by vendor. */
export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-02',
  intro: `Styling is personal, so we ask you for personal things: your size, your style, sometimes photos. This policy explains what ${product} collects, why, who we share it with and the choices you have.`,
  sections: [
    {
      id: 'collect',
      title: 'Information we collect',
      blocks: [
        'What you give us:',
        {
          list: [
            'account details: your name, e-mail address and password (stored only as a secure hash);',
            'your style profile: quiz answers such as sizes, body shape, budget, favorite brands and the occasions you dress for;',
            'photos you upload, for example of your closet or of outfits;',
            'your conversations with your stylist and with our support team;',
            'reviews you write, and the details of gift cards you send or receive.',
          ],
        },
        'What we collect as you use the Service:',
        {
          list: [
            'bookings, orders and payment records (the last four digits and brand of a card, never the full number);',
            'the pages and features you use, the links you click and the device, browser and approximate location (from your IP address) you use;',
            'where you came from, such as a campaign link or an advertisement.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'How we use it',
      blocks: [
        {
          list: [
            'to run the Service: match you with stylists, let your stylist style you, process bookings and payments and deliver gift cards;',
            'to keep your account secure and prevent fraud and abuse;',
            'to answer your questions and resolve problems;',
            'to understand how the Service is used and to improve it;',
            'to send you service messages and, if you have agreed or the law allows, news and offers (you can opt out at any time);',
            'to meet our legal obligations, for example keeping payment records.',
          ],
        },
        'Where the law requires a legal basis, we rely on our contract with you, our legitimate interest in running and improving the Service, your consent (which you can withdraw) or a legal obligation.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        'We do not sell your personal information. We share it only as needed to provide the Service:',
        {
          list: [
            'your stylist, who sees your style profile, photos and your conversation with them;',
            'a card payment provider, which processes your payments;',
            'a chat service, which carries the conversations between you and your stylist;',
            'a sign-in provider, if you choose to sign in with a third-party account;',
            'analytics and tag-management services, which tell us how the Service is used;',
            'an advertising pixel, which measures whether our advertisements work;',
            'an e-mail marketing service, which sends our messages and records whether they were opened;',
            'an error-reporting service, which records technical errors so we can fix them;',
            'a support-widget provider and an external scheduling page, when you contact us or book a free consultation;',
            'a video player in privacy-enhanced mode, which loads only when you press play;',
            'retailers, when you follow a link to buy a piece (they receive the visit, not your profile).',
          ],
        },
        'These providers may use your information only to provide their service to us. We may also disclose information when the law requires it, to protect our users or rights, or as part of a sale or merger of our business, in which case this policy continues to apply.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'The app lives under /app on our website. Under that path we use cookies and your browser’s local storage to keep you signed in, to remember where you are in the style quiz and to remember choices such as a dismissed banner. We do not use them to follow you across other websites.',
        'When analytics or advertising measurement is switched on, those services set their own cookies. You can block or delete cookies in your browser settings; the Service will still work, but you may need to sign in again.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        'We keep your account information for as long as your account is open. If you close it, we delete or anonymize your personal information within 90 days, except for records we must keep by law (such as payment records, usually kept for up to seven years) and reviews, which remain on stylist profiles without your surname.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        'Depending on where you live, you have the right to:',
        {
          list: [
            'see the personal information we hold about you and get a copy of it;',
            'correct it, or ask us to delete it;',
            'object to or restrict how we use it, including for direct marketing;',
            'withdraw any consent you have given;',
            'complain to your local data protection authority.',
          ],
        },
        'You can change most details and unsubscribe from e-mails yourself in your account settings. For anything else, contact us and we will answer within one month.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'We protect your information with encryption in transit, hashed passwords, access controls and regular reviews. No service is perfectly secure, so please use a strong, unique password, and tell us at once if you think your account has been compromised.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        `${product} is for adults. We do not knowingly collect information from anyone under 18; if you believe a child has given us information, contact us and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top. If a change materially affects how we use your information, we will tell you by e-mail or in the app first.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          text: 'Questions or requests about your privacy? Write to us at',
          email: env.supportEmail,
        },
      ],
    },
  ],
};
