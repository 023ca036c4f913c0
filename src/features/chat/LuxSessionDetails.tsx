import styled from 'styled-components';
import { LUX_CALLS } from '@shared/luxChat';
import { env } from '@/config/env';
import { formatCalendarDate } from '@/lib/dates';
import { luxCallLink } from './luxCalls';

type LuxSessionDetailsProps = {
  stylistName: string;
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
  closesAt,
  isOpen,
  schedulingUrl = env.schedulingUrl,
}: LuxSessionDetailsProps) => {
  const date = formatCalendarDate(closesAt);
  if (!isOpen) return <Line>Chat closed on {date}</Line>;
  return (
    <>
      <Line>Chat open until {date}</Line>
      <Calls aria-label="Your Lux calls">
        {LUX_CALLS.map((call) => {
          const href = luxCallLink(schedulingUrl, call, stylistName);
          const length = `${call.minutes} min${call.optional ? ', optional' : ''}`;
          return (
            <li key={call.kind}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  Book your {call.title.toLowerCase()} ({length})
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <span>
                  {call.title} ({length}): {stylistName} arranges it with you here
                </span>
              )}
            </li>
          );
        })}
      </Calls>
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
