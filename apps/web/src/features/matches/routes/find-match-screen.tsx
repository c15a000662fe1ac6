import { canOpenMatch } from '@courtside/shared/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { SelectField, TextField } from '@/components/text-field';
import { usePlayerLevel } from '@/lib/api/player-level';
import { favouritesFirst } from '@/lib/favourites-first';
import { matchDetailsPath, padelLevelPath, paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useMatchPages, type MatchFilters } from '../api/find-matches';
import { usePadelClubs } from '../api/padel-clubs';
import { MatchCard } from '../components/match-card';
import { MatchList } from '../components/match-list';
import { seatHolders } from '../components/match-when';
import styles from './find-match-screen.module.css';

const levels = [0, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

/** A player without a level sees no match "at your level": the questions give them one. */
function SetLevelPrompt() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const level = usePlayerLevel(user.id);
  if (level.data?.level !== null) return null;
  return (
    <Alert
      severity="info"
      action={
        <ButtonLink to={padelLevelPath(paths.findMatch)} size="small">
          {t('levelQuiz.setYourLevel')}
        </ButtonLink>
      }
    >
      {t('levelQuiz.missing')}
    </Alert>
  );
}

/**
 * SPEC 2 Find Match: future matches the player may join, filtered by date, club (the player's
 * favourite clubs first) and level; those at the player's level come first and say so.
 */
export function FindMatchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<MatchFilters>({});
  const clubs = usePadelClubs();
  const matches = useMatchPages(filters);
  const set = (patch: MatchFilters) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <div className={styles.screen}>
      <SetLevelPrompt />
      <div className={styles.filters}>
        <TextField
          type="date"
          size="small"
          className={styles.date}
          label={t('matches.filters.date')}
          value={filters.date ?? ''}
          onChange={(event) => set({ date: event.target.value || undefined })}
          shrinkLabel
        />
        <SelectField
          size="small"
          className={styles.level}
          label={t('matches.filters.level')}
          value={filters.level ?? ''}
          onChange={(event) =>
            set({ level: event.target.value === '' ? undefined : Number(event.target.value) })
          }
        >
          <option value="">{t('matches.filters.any')}</option>
          {levels.map((level) => (
            <option key={level} value={level}>
              {level.toFixed(1)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        size="small"
        label={t('matches.filters.club')}
        value={filters.club ?? ''}
        onChange={(event) => set({ club: event.target.value || undefined })}
      >
        <option value="">{t('matches.filters.any')}</option>
        {favouritesFirst(clubs.data ?? []).map((club) => (
          <option key={club.id} value={club.id}>
            {club.name}
          </option>
        ))}
      </SelectField>
      <MatchList
        query={matches}
        label={t('matches.findTitle')}
        emptyTitle={t('matches.noneFound')}
        renderMatch={(match) => {
          const open = canOpenMatch(seatHolders(match));
          return (
            <MatchCard
              component="div"
              match={match}
              badge={
                !open ? t('matches.full') : match.atYourLevel ? t('results.atYourLevel') : undefined
              }
              onOpen={open ? () => void navigate(matchDetailsPath(match.id)) : undefined}
            />
          );
        }}
      />
    </div>
  );
}
