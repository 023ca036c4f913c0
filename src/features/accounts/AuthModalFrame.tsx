import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Spinner';

type AuthModalFrameProps = {
  title: string;
  subline: string;
  /** Signed in and on the way out: a spinner with this label replaces the form. */
  leavingLabel: string | null;
  onClose: () => void;
  children: ReactNode;
};

/** The Signin and Signup modals' shared frame: a narrow dialog, its subline, then the form. */
export const AuthModalFrame = ({
  title,
  subline,
  leavingLabel,
  onClose,
  children,
}: AuthModalFrameProps) => (
  <NarrowModal title={title} onClose={onClose}>
    {leavingLabel ? (
      <Leaving>
        <Spinner label={leavingLabel} />
      </Leaving>
    ) : (
      <Content>
        <Subline>{subline}</Subline>
        {children}
      </Content>
    )}
  </NarrowModal>
);

/** A full-screen sheet on phones like other form modals; above them, a narrow panel. */
const NarrowModal = styled(Modal)`
  ${({ theme }) => theme.media.aboveMobile} {
    &[data-size] {
      width: min(100%, ${({ theme }) => theme.sizes.modalSm});
    }
  }
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Subline = styled.p`
  margin-top: -${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Leaving = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;
