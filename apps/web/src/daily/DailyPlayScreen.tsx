import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ScoreAndEnd, ServedPlay } from '../play/PlayScreen';
import { useDailyQuery } from '../store/api';
import { dailyDateOpen, problemOf } from './daily-date';
import { DailyMissing } from './DailyMissing';
import { DailyStanding } from './DailyStanding';

/**
 * /daily and /daily/YYYY-MM-DD: the date's daily puzzle (today's without one) on the play screen,
 * served by GET /daily; its end adds the rank, the streak and Share. A date the server cannot
 * answer is told apart before asking.
 */
export function DailyPlayScreen({ date }: { date?: string }) {
  const [, navigate] = useLocation();
  const open = useMemo(() => (date === undefined ? 'open' : dailyDateOpen(date, Date.now())), [date]);
  const query = useMemo(() => (date ? { date } : {}), [date]);
  // Each visit is a new serving, as /play's: the score check replays against the latest one.
  const { data, error } = useDailyQuery(query, { skip: open !== 'open', refetchOnMountOrArgChange: true });
  const problem = open !== 'open' ? open : error ? problemOf(error) : null;
  return (
    <ServedPlay
      record={data?.puzzle}
      daily={query}
      failed={problem ? <DailyMissing problem={problem} /> : undefined}
      end={
        <ScoreAndEnd
          onNext={(to) => navigate(`/play?level=${to.level}&shape=${to.shape}&difficulty=${to.difficulty}`)}
        >
          {data && <DailyStanding daily={data} query={query} />}
        </ScoreAndEnd>
      }
    />
  );
}
