import type { Match, MatchTab } from '@courtside/shared';
import { canOpenMatch, matchTabs } from '@courtside/shared/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { Tabs } from '@/components/tabs';
import { matchDetailsPath, matchRequestsPath, paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useMyMatches } from '../api/my-matches';
import { MatchCard } from '../components/match-card';
import { MatchList } from '../components/match-list';
import { seatHolders, tabOfMatch } from '../components/match-when';
import styles from './my-matches-screen.module.css';

/**
 * SPEC 2 My matches: Awaiting, Signed, Confirmed and Archived, as the shared tab rule places
 * each match. The owner opens a match's requests; others its details while a seat is empty;
 * a played match opens on its details, for its result.
 */
export function MyMatchesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const [tab, setTab] = useState<MatchTab>('signed');
  const matches = useMyMatches(user.id);
  const now = new Date();
  const placed = (matches.data ?? []).map((match) => ({
    match,
    placement: tabOfMatch(match, user.id, now),
  }));
  const inTab = {
    ...matches,
    data: matches.data && placed.filter((p) => p.placement?.tab === tab).map((p) => p.match),
  } as typeof matches;
  const notPlayed = new Set(placed.filter((p) => p.placement?.notPlayed).map((p) => p.match.id));

  const openerOf = (match: Match) => {
    // A match that was played opens on its details, where its result is recorded and shown.
    if (tab === 'archived')
      return notPlayed.has(match.id) ? undefined : () => void navigate(matchDetailsPath(match.id));
    if (match.matchOwner.id === user.id) return () => void navigate(matchRequestsPath(match.id));
    if (canOpenMatch(seatHolders(match))) return () => void navigate(matchDetailsPath(match.id));
    return undefined;
  };

  return (
    <div className={styles.screen}>
      <Tabs
        label={t('matches.myTitle')}
        tabs={matchTabs.map((value) => ({ value, label: t(`matches.tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <MatchList
        query={inTab}
        label={t(`matches.tabs.${tab}`)}
        emptyTitle={t('matches.noneInTab')}
        emptyAction={
          tab === 'archived' ? undefined : (
            <ButtonLink to={paths.findMatch} variant="contained">
              {t('matches.findToJoin')}
            </ButtonLink>
          )
        }
        renderMatch={(match) => (
          <MatchCard
            key={match.id}
            match={match}
            badge={
              notPlayed.has(match.id)
                ? t('matches.notPlayed')
                : match.pendingRequests > 0
                  ? t('matches.requestsCount', { n: match.pendingRequests })
                  : undefined
            }
            onOpen={openerOf(match)}
          />
        )}
      />
    </div>
  );
}
