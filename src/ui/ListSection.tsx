import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { FormAlert } from './FormAlert';

type ListSectionProps = {
  title: string;
  /** Where focus goes when the last entry before it is removed (from useRemovalFocus). */
  headingRef: Ref<HTMLHeadingElement>;
  /** Said to screen readers, e.g. that an entry was removed. */
  announcement: string;
  /** An error above the list, e.g. a removal that failed. */
  failure: string | null;
  children: ReactNode;
};

/**
 * A list the shopper can remove entries from: a focusable heading, a visually hidden status line
 * and an alert for failures, above the list itself.
 */
export const ListSection = ({
  title,
  headingRef,
  announcement,
  failure,
  children,
}: ListSectionProps) => (
  <Wrapper>
    <Heading ref={headingRef} tabIndex={-1}>
      {title}
    </Heading>
    <p role="status" className="visually-hidden">
      {announcement}
    </p>
    <FormAlert message={failure} />
    {children}
  </Wrapper>
);

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &:focus {
    outline: none;
  }
`;
