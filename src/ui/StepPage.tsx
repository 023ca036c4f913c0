import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';

type StepPageProps = {
  title: string;
  description: string;
  /** The page's visible heading, when it differs from the document title. */
  heading?: ReactNode;
  subtitle?: ReactNode;
  /** Above the heading: who is being booked. */
  header?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide';
};

/**
 * The frame of each step of a purchase (booking, a gift card): head, an optional header (who is
 * being booked), heading, content in a narrow column (or wide).
 */
export const StepPage = ({
  title,
  description,
  heading = title,
  subtitle,
  header,
  children,
  width = 'narrow',
}: StepPageProps) => (
  <>
    <PageHead title={title} description={description} />
    <Main data-width={width}>
      {header}
      <Heading>
        <Title>{heading}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Heading>
      {children}
    </Main>
  </>
);

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxxl}`};

  &[data-width='wide'] {
    max-width: ${({ theme }) => theme.layout.maxWidth};
  }

  ${({ theme }) => theme.media.aboveMobile} {
    padding-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
