import { button, emailDocument, paragraph, strong } from './emailHtml';
import type { Email } from './outbox';

type EmailChangeInput = {
  productName: string;
  siteUrl: string;
  firstName: string;
  /** The address asked for. */
  newEmail: string;
};

/** To the new address: the link that makes it the account's e-mail (24 hours). */
export const emailChangeConfirmEmail = (input: EmailChangeInput & { token: string }): Email => {
  const link = `${input.siteUrl}/app/settings/email/confirm?token=${input.token}`;
  const subject = 'Confirm your new email';
  const ignore = "If you didn't ask for this, you can ignore this e-mail: nothing changes.";
  return {
    to: input.newEmail,
    subject,
    kind: 'email_change_confirm',
    text: `Hi ${input.firstName},\n\nOpen this link within 24 hours to make ${input.newEmail} the email of your ${input.productName} account:\n${link}\n\n${ignore}`,
    html: emailDocument({
      productName: input.productName,
      siteUrl: input.siteUrl,
      title: subject,
      body: [
        paragraph(`Hi ${input.firstName},`),
        paragraph(
          'Open this link within 24 hours to make ',
          strong(input.newEmail),
          ` the email of your ${input.productName} account:`,
        ),
        button('Confirm your new email', link),
        paragraph(ignore),
      ],
    }),
  };
};

/** To the old address: the change asked for, and what to do if it was not them. */
export const emailChangeNoticeEmail = (input: EmailChangeInput & { oldEmail: string }): Email => {
  const subject = 'Your email is being changed';
  const what = `Someone signed in to your ${input.productName} account asked to change its email to `;
  const when =
    '. It changes only once that address confirms it, and then every other device is signed out.';
  const ifNotYou =
    "If this wasn't you, change your password now: that cancels the change and signs out every other device.";
  const passwordUrl = `${input.siteUrl}/app/settings/password`;
  return {
    to: input.oldEmail,
    subject,
    kind: 'email_change_notice',
    text: `Hi ${input.firstName},\n\n${what}${input.newEmail}${when}\n\n${ifNotYou}`,
    html: emailDocument({
      productName: input.productName,
      siteUrl: input.siteUrl,
      title: subject,
      body: [
        paragraph(`Hi ${input.firstName},`),
        paragraph(what, strong(input.newEmail), when),
        paragraph(ifNotYou),
        button('Change your password', passwordUrl),
      ],
    }),
  };
};
