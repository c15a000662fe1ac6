import type { NotificationKind, SetScore } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { tellPlayers, type NoticeMatch } from '#server/modules/matches/matches.service.js';
import type { MatchResultsDeps } from './match-results-deps.js';
import { pairOf } from './match-result.mapper.js';
import { clubOwnerOfMatch, type ResultRecord } from './match-results.repo.js';

type ResultNotice = Extract<NotificationKind, `match_result_${string}`>;

/** How a result's games read in a notice: '6-3 6-4', the first pair's games first. */
export const scoreOf = (sets: readonly SetScore[]) =>
  sets.map((set) => `${set.a}-${set.b}`).join(' ');

const noticeMatchOf = ({ result }: ResultRecord): NoticeMatch => ({
  id: result.match_id,
  club_name: result.club_name,
  starts_at: result.starts_at,
  club_time_zone: result.club_time_zone,
});

/** The result's players, but for `except` (who made the change and needs no telling). */
const playersBut = (record: ResultRecord, except: string | null = null) =>
  record.players.map((player) => player.user_id).filter((id) => id !== except);

/**
 * What the players of a result are told, in the transaction that moves it: the other pair
 * to confirm or dispute it, everyone how it ended, the club's owner of a dispute to decide.
 */
export function createResultNotices(deps: Pick<MatchResultsDeps, 'notifications'>) {
  async function tell(
    tx: Tx,
    to: { userIds: readonly string[]; kind: ResultNotice; named?: string },
    record: ResultRecord,
    sets: readonly SetScore[] = JSON.parse(record.result.sets) as SetScore[],
  ) {
    const named = to.named ? ({ role: 'player', about: to.named } as const) : null;
    await tellPlayers(deps, tx, to.userIds, to.kind, noticeMatchOf(record), named, {
      score: scoreOf(sets),
    });
  }

  return {
    /** A player recorded the result: the other pair is asked to confirm or dispute it. */
    async recorded(tx: Tx, record: ResultRecord) {
      const recorder = record.result.recorded_by;
      const theirPair = pairOf(record, recorder);
      const userIds = playersBut(record).filter((id) => pairOf(record, id) !== theirPair);
      await tell(tx, { userIds, kind: 'match_result_recorded', named: recorder }, record);
    },

    /**
     * The other pair answered: a confirmed result stands for everyone; a disputed one is
     * told to the players and goes to the club's owner to decide.
     */
    async answered(tx: Tx, record: ResultRecord, callerId: string, confirm: boolean) {
      const userIds = playersBut(record, callerId);
      if (confirm) return tell(tx, { userIds, kind: 'match_result_confirmed' }, record);
      await tell(tx, { userIds, kind: 'match_result_disputed', named: callerId }, record);
      const owner = await clubOwnerOfMatch(tx.db, record.result.match_id);
      if (owner) await tell(tx, { userIds: [owner], kind: 'match_result_to_decide' }, record);
    },

    /** Unanswered for 48 hours, the result stands. */
    stood: (tx: Tx, record: ResultRecord) =>
      tell(tx, { userIds: playersBut(record), kind: 'match_result_stood' }, record),

    /** The club's owner decided a disputed result: it stands with `sets`, or (null) is void. */
    decided: (tx: Tx, record: ResultRecord, sets: readonly SetScore[] | null) =>
      sets
        ? tell(tx, { userIds: playersBut(record), kind: 'match_result_decided' }, record, sets)
        : tell(tx, { userIds: playersBut(record), kind: 'match_result_voided' }, record),
  };
}
