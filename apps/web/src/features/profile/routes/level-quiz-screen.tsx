import type { LevelQuizAnswers, PlayerLevel } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { numberFormat } from '@courtside/shared/rules';
// Its own entry: the shared rules' chunk, which every screen loads, stays without the questions.
import { levelQuizQuestionIds, levelQuizQuestions } from '@courtside/shared/level-quiz';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { ScreenLoading } from '@/components/route-loading';
import { ApiError } from '@/lib/api-client';
import { usePlayerLevel } from '@/lib/api/player-level';
import { nextInUserArea, paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useSetStartingLevel } from '../api/set-starting-level';
import styles from './level-quiz-screen.module.css';

/** Where the screen goes on when it is done: the `next` it was opened with, in the user area. */
function useNextPath(): string {
  const [search] = useSearchParams();
  return nextInUserArea(search) ?? paths.profile;
}

/** The level, as the profile shows it, and what it is worth. */
function LevelResult({ level, note, onDone }: { level: number; note: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.result} aria-labelledby="level-result-title">
      <h2 id="level-result-title" ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {t('levelQuiz.resultTitle')}
      </h2>
      <p className={styles.level}>
        {numberFormat(i18n.language, { minimumFractionDigits: 1 }).format(level)}
      </p>
      <p className={styles.secondary}>{note}</p>
      <Button variant="contained" onClick={onDone} fullWidth>
        {t('levelQuiz.done')}
      </Button>
    </section>
  );
}

type Answered = Partial<LevelQuizAnswers>;

/** One question: its answers as a radio group, named by the question. */
function QuestionStep({
  step,
  answers,
  onAnswer,
}: {
  step: number;
  answers: Answered;
  onAnswer: (answers: Answered) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const legendRef = useRef<HTMLLegendElement>(null);
  const question = levelQuizQuestionIds[step]!;
  // Each new question is read out from its text, not from the button that led to it.
  useEffect(() => {
    if (step > 0) legendRef.current?.focus();
  }, [step]);
  return (
    <fieldset role="radiogroup" className={styles.question}>
      <legend ref={legendRef} tabIndex={-1} className={styles.legend}>
        {t(`levelQuiz.questions.${question}.title`)}
      </legend>
      {levelQuizQuestions[question].map((answer) => (
        <label
          key={answer}
          className={clsx(styles.answer, answers[question] === answer && styles.chosen)}
        >
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={answer}
            checked={answers[question] === answer}
            onChange={() => onAnswer({ ...answers, [question]: answer })}
          />
          {t(`levelQuiz.questions.${question}.answers.${answer}`)}
        </label>
      ))}
    </fieldset>
  );
}

function refusalText(error: unknown, t: (key: string) => string): string {
  return error instanceof ApiError && error.body.code === conflictCodes.LEVEL_FROM_RESULTS
    ? t('levelQuiz.fromResults')
    : t('levelQuiz.failed');
}

/** The questions, one a step, then the level they give. */
function LevelQuiz({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answered>({});
  const save = useSetStartingLevel(userId);
  const total = levelQuizQuestionIds.length;
  const last = step === total - 1;
  const answered = answers[levelQuizQuestionIds[step]!] !== undefined;

  if (save.data?.level != null)
    return (
      <LevelResult level={save.data.level} note={t('levelQuiz.estimateNote')} onDone={onDone} />
    );

  const next = () => {
    if (!last) setStep(step + 1);
    // Every question is answered by the last step: its Next button waits for each.
    else save.mutate(answers as LevelQuizAnswers);
  };
  return (
    <form
      className={styles.quiz}
      onSubmit={(event) => {
        event.preventDefault();
        if (answered) next();
      }}
      aria-label={t('levelQuiz.title')}
    >
      {step === 0 && <p className={styles.secondary}>{t('levelQuiz.intro')}</p>}
      <div className={styles.progress}>
        <p className={styles.step} aria-live="polite">
          {t('levelQuiz.progress', { n: step + 1, total })}
        </p>
        {/* A bar to see, not a progress indicator: the words above say where the player is. */}
        <div aria-hidden className={styles.track}>
          <div className={styles.done} style={{ width: `${((step + 1) / total) * 100}%` }} />
        </div>
      </div>
      <QuestionStep step={step} answers={answers} onAnswer={setAnswers} />
      {save.isError && <Alert severity="error">{refusalText(save.error, t)}</Alert>}
      <div className={styles.buttons}>
        {step > 0 ? (
          <Button variant="outlined" onClick={() => setStep(step - 1)} className={styles.half}>
            {t('levelQuiz.previous')}
          </Button>
        ) : (
          <Button variant="text" onClick={onDone} className={styles.half}>
            {t('levelQuiz.later')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!answered}
          loading={save.isPending}
          className={styles.half}
        >
          {last ? t('levelQuiz.finish') : t('levelQuiz.next')}
        </Button>
      </div>
    </form>
  );
}

/** A player whose level results have moved keeps it: the questions are not for them. */
function LevelFromResults({ level, onDone }: { level: PlayerLevel; onDone: () => void }) {
  const { t } = useTranslation();
  return level.level === null ? null : (
    <LevelResult level={level.level} note={t('levelQuiz.fromResults')} onDone={onDone} />
  );
}

/**
 * A first padel level without playing: a few questions about the player's game, one a step,
 * give a starting level that their first results then move (docs/decisions.md, "A starting
 * level from a few questions"). Opened after sign-up, from the profile and from Find Match.
 */
export function LevelQuizScreen() {
  const user = useSignedInUser();
  const level = usePlayerLevel(user.id);
  const navigate = useNavigate();
  const nextPath = useNextPath();
  const done = () => void navigate(nextPath);
  if (level.isPending) return <ScreenLoading inline />;
  if (level.isError)
    return <ErrorState onRetry={() => void level.refetch()} retrying={level.isFetching} />;
  return (
    <div className={styles.screen}>
      {level.data.confirmedMatches > 0 ? (
        <LevelFromResults level={level.data} onDone={done} />
      ) : (
        <LevelQuiz userId={user.id} onDone={done} />
      )}
    </div>
  );
}
