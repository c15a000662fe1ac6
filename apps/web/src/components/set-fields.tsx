/*
 * Not on react-hook-form, on purpose (docs/decisions.md, "Forms: react-hook-form with the
 * shared zod schemas"): the grid is checked as a whole by the padel rules (matchOutcome),
 * whose one problem is shown in the user's language under all six selects; no field is
 * refused on its own, so a resolver would mark nothing and the problem would still be named
 * by running the rules again. Blank games and a third set not played are its own to read.
 */
import type { SetScore } from '@courtside/shared';
import { matchOutcome, maxSetGames } from '@courtside/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { SelectField } from './text-field';
import styles from './set-fields.module.css';

/** A set's games as the form holds them: blank until chosen. */
type SetDraft = { a: string; b: string };
const gameChoices = ['', ...Array.from({ length: maxSetGames + 1 }, (_, n) => String(n))];

/** Three sets to fill, from a score already written (the third blank when not played). */
const draftOf = (sets: readonly SetScore[] = []): SetDraft[] =>
  [0, 1, 2].map((index) => {
    const set = sets[index];
    return set ? { a: String(set.a), b: String(set.b) } : { a: '', b: '' };
  });

/** The sets filled in, in order; a third set left blank is not played. */
function filledSets(drafts: readonly SetDraft[]): SetScore[] {
  return drafts
    .filter((set) => set.a !== '' || set.b !== '')
    .map((set) => ({ a: Number(set.a || 0), b: Number(set.b || 0) }));
}

/**
 * The games of each set as they are being written, and their check by the shared padel rules
 * (padel-score.ts) before they are sent.
 */
export function useSetsDraft(initial?: readonly SetScore[]) {
  const { t } = useTranslation();
  const [sets, setSets] = useState(() => draftOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, pair: 'a' | 'b', value: string) =>
    setSets((current) => current.map((set, i) => (i === index ? { ...set, [pair]: value } : set)));
  /** The sets when the padel rules take them; otherwise null, and the problem shows. */
  const checked = (): SetScore[] | null => {
    const chosen = filledSets(sets);
    const outcome = matchOutcome(chosen);
    setProblem('problem' in outcome ? t(`results.problem.${outcome.problem}`) : null);
    return 'problem' in outcome ? null : chosen;
  };
  return { sets, change, problem, checked };
}
export type SetsDraft = ReturnType<typeof useSetsDraft>;

/** One pair's games in one set: named in full for a screen reader, by its column on screen. */
function GamesField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <SelectField
      label=""
      size="small"
      className={styles.games}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-label={props.label}
    >
      {gameChoices.map((games) => (
        <option key={games} value={games}>
          {games}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A row per set with each pair's games, and what the padel rules find wrong with them. The
 * pairs head their columns in full, wrapping as they need: a select's own label would cut
 * two names short on a phone.
 */
export function SetFields({
  draft,
  pairNames,
}: {
  draft: SetsDraft;
  pairNames: readonly [string, string];
}) {
  const { t } = useTranslation();
  return (
    <>
      <div aria-hidden className={styles.heads}>
        <span className={styles.setName} />
        {pairNames.map((names) => (
          <p key={names} className={styles.pair}>
            <bdi>{names}</bdi>
          </p>
        ))}
      </div>
      {draft.sets.map((set, index) => {
        const setName = t('results.setN', { n: index + 1 });
        return (
          <div key={index} className={styles.row}>
            <p className={styles.setName}>{setName}</p>
            <GamesField
              label={t('results.gamesOf', { set: setName, pair: pairNames[0] })}
              value={set.a}
              onChange={(value) => draft.change(index, 'a', value)}
            />
            <GamesField
              label={t('results.gamesOf', { set: setName, pair: pairNames[1] })}
              value={set.b}
              onChange={(value) => draft.change(index, 'b', value)}
            />
          </div>
        );
      })}
      {draft.problem && <Alert severity="warning">{draft.problem}</Alert>}
    </>
  );
}
