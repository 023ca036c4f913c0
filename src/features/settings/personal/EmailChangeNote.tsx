import styled from 'styled-components';

type EmailChangeNoteProps = {
  /** The new address the confirmation link went to, or null when none was asked for. */
  pendingEmail: string | null;
  currentEmail: string;
};

/**
 * After a new e-mail is saved: where the link went, and that nothing changes until it is opened.
 * The live region is always in the page, so screen readers announce the note when it appears.
 */
export const EmailChangeNote = ({ pendingEmail, currentEmail }: EmailChangeNoteProps) => (
  <Note role="status">
    {pendingEmail && (
      <>
        <strong>Check your inbox at {pendingEmail}.</strong> We sent a confirmation link there. Your
        email changes once you open it; until then you sign in with {currentEmail}.
      </>
    )}
  </Note>
);

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;
