import { button, emailDocument, paragraph } from './emailHtml';
import type { Email } from './outbox';

/** The password reset e-mail: a link (with its token) that works for an hour. */
export const resetPasswordEmail = (input: {
  productName: string;
  siteUrl: string;
  firstName: string;
  email: string;
  token: string;
}): Email => {
  const link = `${input.siteUrl}/app/login?mode=reset&resetToken=${input.token}`;
  const subject = 'Reset your password';
  const ignore = "If you didn't ask for this, you can ignore this e-mail.";
  return {
    to: input.email,
    subject,
    kind: 'reset_password',
    text: `Hi ${input.firstName},\n\nUse this link within an hour to choose a new password:\n${link}\n\n${ignore}`,
    html: emailDocument({
      productName: input.productName,
      siteUrl: input.siteUrl,
      title: subject,
      body: [
        paragraph(`Hi ${input.firstName},`),
        paragraph('Use this link within an hour to choose a new password:'),
        button('Choose a new password', link),
        paragraph(ignore),
      ],
    }),
  };
};
