import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from './icons';
import { useInertSiblings } from './hooks/useInertSiblings';
import { useModalFocus } from './hooks/useModalFocus';
import { useScrollLock } from './hooks/useScrollLock';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalProps = {
  title: string;
  onClose: () => void;
  /** Keeps the title for screen readers but hides it on screen. */
  hideTitle?: boolean;
  size?: ModalSize;
  /** Actions row under the body, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * The dialog every modal uses; open while mounted. A full-screen sheet on small screens and a
 * centred panel above the mobile breakpoint. Escape, the close button and a backdrop click all
 * call `onClose`; focus is trapped inside and given back on unmount; the rest of the page is
 * inert and does not scroll.
 */
export const Modal = ({
  title,
  onClose,
  hideTitle = false,
  size = 'md',
  footer,
  children,
  className,
}: ModalProps) => {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useInertSiblings(overlayRef);
  useModalFocus({ panelRef, initialRef: bodyRef, onClose });
  useScrollLock();

  return createPortal(
    <Overlay ref={overlayRef}>
      <Backdrop aria-hidden="true" data-testid="modal-backdrop" onClick={onClose} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-size={size}
        className={className}
      >
        <Header>
          <Title id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
            {title}
          </Title>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    document.body,
  );
};

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: none; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ease-out;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  animation: ${riseIn} ${({ theme }) => theme.motion.base} ease-out;

  &:focus {
    outline: none;
  }

  /* Small dialogs (Error, confirmations) stay a card on phones; others are full-screen sheets. */
  &[data-size='sm'] {
    width: calc(100% - 2 * ${({ theme }) => theme.space.md});
    height: auto;
    max-height: calc(100% - 2 * ${({ theme }) => theme.space.md});
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  ${({ theme }) => theme.media.aboveMobile} {
    width: min(100%, ${({ theme }) => theme.sizes.modalMd});
    height: auto;
    max-height: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};

    &[data-size='sm'] {
      width: min(100%, ${({ theme }) => theme.sizes.modalSm});
    }
    &[data-size='lg'] {
      width: min(100%, ${({ theme }) => theme.sizes.modalLg});
    }
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`};
`;

const Title = styled.h2`
  padding-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
