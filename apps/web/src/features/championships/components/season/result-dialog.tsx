import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FixtureResultBody } from '@courtside/shared';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { IconButton } from '@/components/icon-button';
import { closeIcon } from '@/components/icons/close';
import { SelectField, TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { SetFields, useSetsDraft } from '@/components/set-fields';
import { useEnterResult, type ResultTarget } from '../../api/enter-result';
import { teamNameOf, type FixtureView } from '../../season-view';
import styles from './season-parts.module.css';

/** The fields as typed: numbers are read when the result is saved. */
interface ScorerRow {
  side: 'home' | 'away';
  name: string;
  goals: string;
}

/** A count of goals as typed, from `least` to 99; null when it is not one. */
function goalsOf(text: string, least = 0): number | null {
  const goals = Number(text);
  return text.trim() !== '' && Number.isInteger(goals) && goals >= least && goals <= 99
    ? goals
    : null;
}

/** The request the fields make; null while a number is missing or out of range. */
function resultOf(score: { home: string; away: string }, scorers: readonly ScorerRow[]) {
  const [homeScore, awayScore] = [goalsOf(score.home), goalsOf(score.away)];
  const named = scorers
    .filter((row) => row.name.trim() !== '')
    .map((row) => ({ side: row.side, name: row.name.trim(), goals: goalsOf(row.goals, 1) }));
  if (homeScore === null || awayScore === null) return null;
  if (named.some((row) => row.goals === null)) return null;
  return {
    homeScore,
    awayScore,
    scorers: named as Array<(typeof named)[number] & { goals: number }>,
  };
}

/** What a count of goals must be, said under its field while it is not. */
function useGoalsError() {
  const { t } = useTranslation();
  return (text: string, least = 0) =>
    goalsOf(text, least) === null ? t('championships.season.result.range', { least }) : undefined;
}

function ScoreField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const goalsError = useGoalsError();
  return (
    <TextField
      type="number"
      label={label}
      value={value}
      error={goalsError(value)}
      onChange={(event) => onChange(event.target.value)}
      min={0}
      max={99}
      inputMode="numeric"
    />
  );
}

/** One goal scorer: their team, their name and how many they scored. */
function ScorerFields({
  row,
  fixture,
  onChange,
  onRemove,
  index,
}: {
  row: ScorerRow;
  fixture: FixtureView;
  onChange: (row: ScorerRow) => void;
  onRemove: () => void;
  index: number;
}) {
  const { t } = useTranslation();
  const goalsError = useGoalsError();
  return (
    <div className={styles.scorer}>
      <SelectField
        label={t('championships.season.result.team')}
        value={row.side}
        onChange={(event) => onChange({ ...row, side: event.target.value as ScorerRow['side'] })}
        className={styles.scorerTeam}
      >
        {(['home', 'away'] as const).map((side) => (
          <option key={side} value={side}>
            {teamNameOf(fixture[side])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('championships.season.result.scorer')}
        value={row.name}
        onChange={(event) => onChange({ ...row, name: event.target.value })}
        maxLength={80}
        className={styles.scorerName}
      />
      <TextField
        type="number"
        label={t('championships.season.result.goals')}
        value={row.goals}
        error={goalsError(row.goals, 1)}
        onChange={(event) => onChange({ ...row, goals: event.target.value })}
        min={1}
        max={99}
        className={styles.scorerGoals}
      />
      <IconButton
        icon={closeIcon}
        onClick={onRemove}
        aria-label={t('championships.season.result.removeScorer', { number: index + 1 })}
      />
    </div>
  );
}

/** The scorers entered so far, each changed or taken off in place, and one more added. */
function Scorers({
  fixture,
  scorers,
  onChange,
}: {
  fixture: FixtureView;
  scorers: ScorerRow[];
  onChange: (scorers: ScorerRow[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {scorers.map((row, index) => (
        <ScorerFields
          key={index}
          index={index}
          row={row}
          fixture={fixture}
          onChange={(changed) =>
            onChange(scorers.map((other, at) => (at === index ? changed : other)))
          }
          onRemove={() => onChange(scorers.filter((_, at) => at !== index))}
        />
      ))}
      <Button
        onClick={() => onChange([...scorers, { side: 'home', name: '', goals: '1' }])}
        className={styles.addScorer}
      >
        {t('championships.season.result.addScorer')}
      </Button>
    </>
  );
}

/** A captain's result waits for the other captain, or 48 hours. */
function ProposingHint() {
  const { t } = useTranslation();
  return <p className={styles.hint}>{t('championships.season.result.proposal.hint')}</p>;
}

/** A result's fields as they are filled in, and the request they make once it is whole. */
interface ResultDraft {
  fields: ReactNode;
  /** Whether the request can be sent; a padel score is checked when it is sent. */
  ready: boolean;
  /** The request; null (and what is wrong shown) when the fields do not make one. */
  checked: () => FixtureResultBody | null;
}

/** Football: both teams' goals and, if the enterer wants, the scorers. */
function useFootballDraft(fixture: FixtureView): ResultDraft {
  const [score, setScore] = useState({
    home: String(fixture.score?.home ?? 0),
    away: String(fixture.score?.away ?? 0),
  });
  const [scorers, setScorers] = useState<ScorerRow[]>([]);
  const result = resultOf(score, scorers);
  const fields = (
    <>
      <div className={styles.row}>
        <ScoreField
          label={teamNameOf(fixture.home)}
          value={score.home}
          onChange={(home) => setScore({ ...score, home })}
        />
        <ScoreField
          label={teamNameOf(fixture.away)}
          value={score.away}
          onChange={(away) => setScore({ ...score, away })}
        />
      </div>
      <Scorers fixture={fixture} scorers={scorers} onChange={setScorers} />
    </>
  );
  return { fields, ready: result !== null, checked: () => result };
}

/** Padel: each set's games, checked by the padel scoring rule as players' results are. */
function usePadelDraft(fixture: FixtureView): ResultDraft {
  const draft = useSetsDraft(fixture.sets ?? undefined);
  const pairNames = [teamNameOf(fixture.home), teamNameOf(fixture.away)] as const;
  return {
    fields: <SetFields draft={draft} pairNames={pairNames} />,
    ready: true,
    checked: () => {
      const sets = draft.checked();
      return sets && { sets };
    },
  };
}

/**
 * The owner enters a fixture's result: a football score and its scorers (a name is enough),
 * or a padel match's sets; the table, the top scorers and the bracket follow at once for
 * everyone looking. A team's captain (`target` 'proposal') enters them the same way, and
 * they wait for the other team's captain.
 */
export function ResultDialog({
  championshipId,
  fixture,
  sport,
  target = 'result',
  onClose,
}: {
  championshipId: string;
  fixture: FixtureView;
  sport: 'football' | 'padel';
  target?: ResultTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const enter = useEnterResult(championshipId, target);
  const proposing = target === 'proposal';
  const drafts = { football: useFootballDraft(fixture), padel: usePadelDraft(fixture) };
  const draft = drafts[sport];
  const save = () => {
    const result = draft.checked();
    if (!result) return;
    enter.mutate(
      { fixtureId: fixture.id, ...result },
      {
        onSuccess: () => {
          const saved = proposing
            ? t('championships.season.result.proposal.sent')
            : t('championships.season.result.saved');
          toast.show({ message: saved, severity: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>
        {t('championships.season.result.title', { number: fixture.number })}
      </DialogTitle>
      <DialogContent>
        <div className={styles.dialogFields}>
          {proposing && <ProposingHint />}
          {draft.fields}
          {enter.isError && (
            <Alert severity="error">
              {refusalMessage(enter.error, t('championships.tryLater'))}
            </Alert>
          )}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('championships.season.cancel')}</Button>
        <Button
          variant="contained"
          loading={enter.isPending}
          disabled={!draft.ready}
          onClick={save}
        >
          {t('championships.season.result.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
