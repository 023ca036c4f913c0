import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';

type GiftPurchasePageProps = {
  title: string;
  description: string;
  /** The visible heading, when it differs from the document title. */
  heading?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The frame of each gift-card purchase step: head, heading, content in a narrow column. */
export const GiftPurchasePage = ({
  title,
  description,
  heading = title,
  subtitle,
  children,
}: GiftPurchasePageProps) => (
  <>
    <PageHead title={title} description={description} />
    <Main>
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
