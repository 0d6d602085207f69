import { useTranslation } from 'react-i18next';
import type { DailyQuery, DailyResponse, LeaderboardEntry } from '@czeus/contract';
import { summaryOf } from '@czeus/game';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import { selectGame, selectScoreStatus } from '../play/play-slice';
import { useDailyLeaderboardQuery, useDailyQuery, useProfileQuery } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { clockOf } from './daily-date';
import { STREAK_MARK } from './daily-words';
import { shareText } from './share-text';
import { ShareButton } from './ShareButton';
import './daily-end.css';

/** The leaderboard's head shown on the end card: enough to see the best, short enough for a phone. */
export const TOP_SHOWN = 5;

interface DailyStandingProps {
  daily: DailyResponse<PuzzleRecord>;
  query: DailyQuery;
}

/**
 * The daily's part of the end card: where the player stands once the server has the game (a
 * guest where they would stand, with an account offered), the streak, the top of the date's
 * leaderboard, and Share.
 */
export function DailyStanding({ daily, query }: DailyStandingProps) {
  const { t } = useTranslation('play');
  const game = useAppSelector(selectGame);
  const saved = useAppSelector(selectScoreStatus)?.state === 'saved';
  const { data: profile } = useProfileQuery();
  // The streak and the ranking change with the recorded game: both are asked again once it is,
  // the streak by a look at the daily (a peek, not a new serving of the puzzle).
  const { data: looked } = useDailyQuery(
    { ...query, peek: '1' },
    { skip: !saved, refetchOnMountOrArgChange: true },
  );
  const streak = (looked ?? daily).streak;
  const { data: board } = useDailyLeaderboardQuery(
    { date: daily.date, limit: TOP_SHOWN },
    { skip: !saved, refetchOnMountOrArgChange: true },
  );
  const summary = summaryOf(game);
  const me = board?.me ?? null;
  const meListed =
    !!me && !!board?.entries.some((entry) => entry.rank === me.rank && entry.username === me.username);
  const text = () =>
    shareText({
      date: daily.date,
      board: decodePuzzle(daily.puzzle),
      solved: summary.finishedStar,
      playTime: summary.playTime,
      hints: summary.hintsUsed + summary.revealsUsed,
      streak: streak.current,
      origin: window.location.origin,
      title: t('daily.shareTitle'),
    });

  return (
    <div className="daily-standing">
      <div className="daily-standing__row">
        {board && (
          <p className="daily-standing__rank">
            {me
              ? t(me.username === null ? 'daily.rankGuest' : 'daily.rank', { rank: me.rank })
              : t('daily.unranked')}
          </p>
        )}
        {streak.best > 0 && (
          <p>
            <span aria-hidden="true">{STREAK_MARK}</span>
            {t('daily.streak', { current: streak.current, best: streak.best })}
          </p>
        )}
      </div>
      {board && (
        <table className="daily-top">
          <caption>{t('daily.top')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('daily.rankCol')}</th>
              <th scope="col">{t('daily.nameCol')}</th>
              <th scope="col">{t('daily.timeCol')}</th>
              <th scope="col">{t('daily.hintsCol')}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => (
              <Row key={entry.rank} entry={entry} mine={meListed && entry.rank === me?.rank} />
            ))}
            {me && !meListed && <Row entry={me} mine />}
            {board.entries.length === 0 && !me && (
              <tr>
                <td colSpan={4}>{t('daily.nobody')}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {profile && !profile.registered && (
        <div className="daily-standing__row daily-standing__offer">
          <p>{t('daily.guestOffer')}</p>
          <a className="button" href="#register">
            {t('daily.register')}
          </a>
        </div>
      )}
      <ShareButton text={text} />
    </div>
  );
}

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  const { t } = useTranslation('play');
  return (
    <tr className={mine ? 'is-mine' : undefined}>
      <td>{entry.rank}</td>
      <td>{entry.username ?? t('daily.you')}</td>
      <td>{clockOf(entry.playTime)}</td>
      <td>{entry.hints}</td>
    </tr>
  );
}
