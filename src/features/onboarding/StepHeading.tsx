import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

type StepHeadingProps = {
  children: ReactNode;
  /** Move focus here when the step appears (every step change after the first). */
  focusOnMount: boolean;
  id?: string;
};

/** A quiz step's question: the page's h1, in the display serif; takes focus on step change. */
export const StepHeading = ({ children, focusOnMount, id }: StepHeadingProps) => {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <Heading ref={ref} id={id} tabIndex={-1}>
      {children}
    </Heading>
  );
};

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }

  &:focus {
    outline: none;
  }
`;
