import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '@/config/env';
import { yearOf } from '@/lib/calendar';

type FooterLink = { label: string; to?: string; href?: string };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Styling',
    links: [
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Lux', to: '/lux' },
      { label: 'Shop Looks', to: '/feed' },
      { label: 'Take the Style Quiz', to: '/onboarding' },
    ],
  },
  {
    title: 'Gifts & Occasions',
    links: [
      { label: 'Gift Cards', to: '/gift-cards' },
      { label: 'Gifts', to: '/gifts' },
      { label: 'Wedding Styling', to: '/wedding' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Our Story', to: '/our-story' },
      { label: 'Blog', to: '/blog' },
      { label: 'Help Center', href: env.helpCenterUrl },
      { label: 'Contact Support', href: `mailto:${env.supportEmail}` },
    ],
  },
];

export const Footer = () => (
  <Wrapper>
    <Inner>
      <Brand>
        <Wordmark>{env.productName}</Wordmark>
        <Tagline>
          Personal styling by real stylists. Any brand, any budget, and shipping is always free.
        </Tagline>
      </Brand>
      {columns.map((column) => (
        <Column key={column.title} aria-label={column.title}>
          <ColumnTitle>{column.title}</ColumnTitle>
          <ul>
            {column.links.map((link) => (
              <li key={link.label}>
                {link.to ? (
                  <Link to={link.to}>{link.label}</Link>
                ) : (
                  <a href={link.href} rel="noopener noreferrer">
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Column>
      ))}
    </Inner>
    <Legal>
      <span>
        © {yearOf()} {env.productName}. All rights reserved.
      </span>
      <LegalLinks>
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
      </LegalLinks>
    </Legal>
  </Wrapper>
);

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.inverse};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.lux};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 2fr repeat(3, 1fr);
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const Wordmark = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.lux};
`;

const Tagline = styled.p`
  max-width: 22rem;
  color: rgba(255, 255, 255, 0.75);
`;

const Column = styled.nav`
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.lux};
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg}`};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.7);
`;

const LegalLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;
