import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FeatureBadge, FeatureList, FeatureTitle } from '@/ui/FeatureList';
import { MarketingSection, SectionHeader, SectionTitle } from '@/ui/MarketingSection';

type Point = { title: string; text: string; icon: ReactNode };

const Icon = ({ children }: { children: ReactNode }) => (
  <svg
    width="40"
    height="40"
    viewBox="0 0 40 40"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.4"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

/** Spec 000 §2 "Plan pages": any brand and your closet; lifestyle experts; switch at no cost. */
const POINTS: readonly Point[] = [
  {
    title: 'Any brand and your closet',
    text: 'Every brand and every budget, plus new ways to wear the pieces you already own.',
    icon: (
      <Icon>
        <path d="M20 11a3 3 0 1 1 3 3c-1.7 0-3 1.3-3 3v1" />
        <path d="M20 18 5 28.5c-1 .7-.5 2.5.8 2.5h28.4c1.3 0 1.8-1.8.8-2.5L20 18Z" />
      </Icon>
    ),
  },
  {
    title: 'Lifestyle experts',
    text: 'Stylists trained by a celebrity stylist, dressing you for the life you actually live.',
    icon: (
      <Icon>
        <path d="m20 6 3.9 8.6 9.1.9-6.8 6.2 1.9 9.3L20 26.3 11.9 31l1.9-9.3L7 15.5l9.1-.9L20 6Z" />
      </Icon>
    ),
  },
  {
    title: 'Switch stylist at no cost',
    text: 'Not the right fit? We introduce you to a new stylist, free of charge.',
    icon: (
      <Icon>
        <path d="M8 15h22l-6-6M32 25H10l6 6" />
      </Icon>
    ),
  },
];

/** 'All Plans Include': what every plan comes with, on a dark band. */
export const AllPlansInclude = ({ headingId = 'all-plans-title' }: { headingId?: string }) => (
  <MarketingSection tone="dark" aria-labelledby={headingId}>
    <Inner>
      <SectionHeader>
        <SectionTitle id={headingId}>All Plans Include</SectionTitle>
      </SectionHeader>
      <Points $columns={{ aboveMobile: 3 }}>
        {POINTS.map((point) => (
          <li key={point.title}>
            <IconWrap $size="5rem">{point.icon}</IconWrap>
            <FeatureTitle $balance>{point.title}</FeatureTitle>
            <PointText>{point.text}</PointText>
          </li>
        ))}
      </Points>
    </Inner>
  </MarketingSection>
);

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const Points = styled(FeatureList)`
  gap: ${({ theme }) => theme.space.xxl};

  li {
    justify-items: center;
    gap: ${({ theme }) => theme.space.sm};
    max-width: 22rem;
    margin: 0 auto;
    text-align: center;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const IconWrap = styled(FeatureBadge)`
  color: ${({ theme }) => theme.colors.lux};
`;

const PointText = styled.p`
  opacity: 0.8;
`;
