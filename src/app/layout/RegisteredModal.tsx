import { Suspense, useEffect, type ComponentType } from 'react';
import { reportError } from '@/services/errorReporting';
import type { ModalType } from '@/blocks/modals/modalTypes';
import { modalClosed } from '@/blocks/modals/uiSlice';
import { useAppDispatch } from '../hooks';
import { modalRegistry } from '../modalRegistry';

type AnyModal = ComponentType<Record<string, unknown> & { onClose: () => void }>;

type RegisteredModalProps = { type: ModalType; modalProps: Record<string, unknown> };

/** The registered component of `type`; a type with none is reported and closed. */
export const RegisteredModal = ({ type, modalProps }: RegisteredModalProps) => {
  const dispatch = useAppDispatch();
  const Component = modalRegistry[type] as AnyModal | undefined;

  useEffect(() => {
    if (Component) return;
    reportError(new Error(`No component is registered for modal type ${String(type)}`));
    dispatch(modalClosed());
  }, [Component, type, dispatch]);

  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component {...modalProps} onClose={() => dispatch(modalClosed())} />
    </Suspense>
  );
};
