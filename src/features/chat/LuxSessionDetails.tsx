import styled from 'styled-components';
import { LUX_CALLS } from '@shared/luxChat';
import { env } from '@/config/env';
import { formatLongDate } from '@/lib/dates';
import { luxCallLink } from './luxCalls';

type LuxSessionDetailsProps = {
  /** The stylist's full name, filled in on the scheduling page. */
  stylistName: string;
  stylistFirstName: string;
  closesAt: string;
  isOpen: boolean;
  schedulingUrl?: string | null;
};

/**
 * What Lux promises, in the session's chat header (spec 000 §1): the chat open for the booked
 * month (until when, or since when it is closed), and the intro and optional fitting calls booked
 * on the scheduling page with the stylist's name filled in. Without a scheduling page, the
 * stylist arranges the calls in the chat.
 */
export const LuxSessionDetails = ({
  stylistName,
  stylistFirstName,
  closesAt,
  isOpen,
  schedulingUrl = env.schedulingUrl,
}: LuxSessionDetailsProps) => {
  // A fixed date, always in the spec's long form ('MMMM DD, YYYY'): 'until in 3 days' would not read.
  const date = formatLongDate(closesAt);
  if (!isOpen) return <Line>Chat closed on {date}</Line>;
  const calls = LUX_CALLS.map((call) => ({
    call,
    length: `${call.minutes} min${call.optional ? ', optional' : ''}`,
    href: luxCallLink(schedulingUrl, call, stylistName),
  }));
  return (
    <>
      <Line>Chat open until {date}</Line>
      {calls.every(({ href }) => href === null) ? (
        <Line>
          {calls
            .map(
              ({ call, length }, index) =>
                `${index === 0 ? call.title : call.title.toLowerCase()} (${length})`,
            )
            .join(' and ')}
          : {stylistFirstName} sets them up with you here.
        </Line>
      ) : (
        <Calls aria-label="Your Lux calls">
          {calls.map(({ call, length, href }) => (
            <li key={call.kind}>
              <a href={href ?? undefined} target="_blank" rel="noopener noreferrer">
                Book your {call.title.toLowerCase()} ({length})
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </Calls>
      )}
    </>
  );
};

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Calls = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;
