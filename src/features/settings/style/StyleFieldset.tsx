import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText } from '@/ui/ErrorText';

type StyleFieldsetProps = {
  title: string;
  /** 'Choose one' / 'Choose any', or the section's own hint. */
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** One style-preference section: a fieldset with its question, hint and error. */
export const StyleFieldset = ({ title, hint, error, children }: StyleFieldsetProps) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Section>
      <Fieldset aria-describedby={describedBy || undefined} data-invalid={error ? true : undefined}>
        <Legend>{title}</Legend>
        {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
        {children}
        {error && (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        )}
      </Fieldset>
    </Section>
  );
};

/** The divider between sections (a fieldset's own border would run through its legend). */
const Section = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
