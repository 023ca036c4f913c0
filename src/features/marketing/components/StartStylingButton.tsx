import { Button, type ButtonProps } from '@/ui/Button';
import { useStartStyling, type StartStylingOptions } from './useStartStyling';

export { startStylingPath, useStartStyling } from './useStartStyling';

type StartStylingButtonProps = Omit<ButtonProps, 'onClick'> &
  StartStylingOptions & {
    /** Runs before navigating, e.g. to close a modal. */
    onBeforeStart?: () => void;
  };

/** A button that starts styling: quiz for visitors, search when signed in, or a profile. */
export const StartStylingButton = ({
  campaign,
  stylistId,
  element,
  onBeforeStart,
  children,
  ...buttonProps
}: StartStylingButtonProps) => {
  const start = useStartStyling({ campaign, stylistId, element });
  return (
    <Button
      {...buttonProps}
      onClick={() => {
        onBeforeStart?.();
        start();
      }}
    >
      {children}
    </Button>
  );
};
