import { Suspense, useState } from 'react';
import type { Championship, ChampionshipSeason } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { useSignedInUser } from '@/lib/session';
import { useChampionshipSeason } from '../../api/championship-season';
import { seasonViewOf, type FixtureView } from '../../season-view';
import { usePlaceFixtures } from '../../api/place-fixtures';
import {
  FixturePlan,
  MoveDialog,
  PlacementAnswer,
  ResultDialog,
  SeasonSetup,
} from './owner-pieces';
import { CaptainFixtureActions } from './captain-actions';
import { Section, SeasonSections } from './season-sections';
import type { SeasonTeam } from './season-setup';
import styles from './season-parts.module.css';

/** The teams the owner may draw: the applications accepted and paid, in the order they came. */
function teamsOf(championship: Championship): SeasonTeam[] {
  return championship.request
    .filter((request) => request.isConfirmed === true && request.isPayed === true)
    .map((request) => ({
      requestId: request.id,
      name: [request.user.firstName, request.user.lastName].filter(Boolean).join(' '),
    }));
}

/** The owner's buttons under a fixture: its result once both sides are known, and a move. */
function OwnerFixtureActions({
  fixture,
  onResult,
  onMove,
}: {
  fixture: FixtureView;
  onResult: () => void;
  onMove: () => void;
}) {
  const { t } = useTranslation();
  const known = fixture.home.kind === 'team' && fixture.away.kind === 'team';
  // Short on the button; which match it is, for screen readers, beginning with what is seen.
  const named = (label: string) =>
    `${label} ${t('championships.season.ofMatch', { number: fixture.number })}`;
  const resultLabel = t(
    fixture.score ? 'championships.season.result.edit' : 'championships.season.result.enter',
  );
  return (
    <div className={styles.buttons}>
      {known && (
        <Button size="small" onClick={onResult} aria-label={named(resultLabel)}>
          {resultLabel}
        </Button>
      )}
      {!fixture.score && (
        <Button
          size="small"
          onClick={onMove}
          aria-label={named(t('championships.season.move.open'))}
        >
          {t('championships.season.move.open')}
        </Button>
      )}
    </div>
  );
}

type OpenFixture = { fixture: FixtureView; action: 'result' | 'proposal' | 'move' } | null;

/** The dialog for a fixture: its result (the owner's, or a captain's proposal), or its move. */
function FixtureDialog({
  open,
  championshipId,
  timeZone,
  sport,
  onClose,
}: {
  open: NonNullable<OpenFixture>;
  championshipId: string;
  timeZone: string;
  sport: ChampionshipSeason['sport'];
  onClose: () => void;
}) {
  if (open.action !== 'move')
    return (
      <ResultDialog
        championshipId={championshipId}
        fixture={open.fixture}
        sport={sport}
        target={open.action}
        onClose={onClose}
      />
    );
  return (
    <MoveDialog
      championshipId={championshipId}
      fixture={open.fixture}
      timeZone={timeZone}
      onClose={onClose}
    />
  );
}

/**
 * The owner's placing of the fixtures not placed yet; what the last placing did stays said
 * once nothing is left to place (the mutation is held here, not in the form that goes).
 */
function PlanSection({ championshipId, unplaced }: { championshipId: string; unplaced: boolean }) {
  const { t } = useTranslation();
  const place = usePlaceFixtures(championshipId);
  if (!unplaced && !place.data) return null;
  return (
    <Section title={t('championships.season.plan.title')}>
      {place.data && <PlacementAnswer placement={place.data} />}
      {unplaced && <FixturePlan place={place} />}
    </Section>
  );
}

/**
 * The season once drawn: the owner places fixtures and enters results, a team's captain
 * proposes their fixtures' results and answers the other captain's; everyone reads it.
 */
function DrawnSeason({
  championship,
  season,
}: {
  championship: Championship;
  season: ChampionshipSeason;
}) {
  const user = useSignedInUser();
  const [open, setOpen] = useState<OpenFixture>(null);
  const view = seasonViewOf(season);
  const myTeam = season.teams.find((team) => team.captainId === user.id)?.id ?? null;
  const unplaced = view.fixtures.some((fixture) => !fixture.startsAt);
  const ownerActions = (fixture: FixtureView) => (
    <OwnerFixtureActions
      fixture={fixture}
      onResult={() => setOpen({ fixture, action: 'result' })}
      onMove={() => setOpen({ fixture, action: 'move' })}
    />
  );
  const captainActions = (team: string) => (fixture: FixtureView) => (
    <CaptainFixtureActions
      championshipId={championship.id}
      fixture={fixture}
      myTeam={team}
      onPropose={() => setOpen({ fixture, action: 'proposal' })}
    />
  );
  const fixtureActions = season.canManage
    ? ownerActions
    : myTeam
      ? captainActions(myTeam)
      : undefined;
  return (
    <>
      <Suspense fallback={null}>
        {season.canManage && <PlanSection championshipId={championship.id} unplaced={unplaced} />}
      </Suspense>
      <SeasonSections season={view} myTeam={myTeam} fixtureActions={fixtureActions} />
      <Suspense fallback={null}>
        {open && (
          <FixtureDialog
            open={open}
            championshipId={championship.id}
            timeZone={season.timeZone}
            sport={season.sport}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
}

/**
 * A championship's season on its page: nothing until its owner draws it (the owner sets it up
 * here), then its fixtures, tables, bracket and scorers, kept live.
 */
export function SeasonPanel({ championship }: { championship: Championship }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const season = useChampionshipSeason(championship.id);
  const isOwner = championship.club.user.id === user.id;
  if (season.isPending) return <CardListSkeleton photoSize={0} rows={1} />;
  if (season.isError)
    return <ErrorState onRetry={() => void season.refetch()} retrying={season.isFetching} />;
  if (season.data) return <DrawnSeason championship={championship} season={season.data} />;
  if (!isOwner) return null;
  return (
    <Section title={t('championships.season.setup.title')}>
      <p className={styles.setupHint}>{t('championships.season.setup.hint')}</p>
      <Suspense fallback={<CardListSkeleton photoSize={0} rows={1} />}>
        <SeasonSetup championshipId={championship.id} teams={teamsOf(championship)} />
      </Suspense>
    </Section>
  );
}
