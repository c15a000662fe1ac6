import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LevelQuizAnswers, PlayerLevel } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { numberFormat } from '@courtside/shared/rules';
// Its own entry: the shared rules' chunk, which every screen loads, stays without the questions.
import { levelQuizQuestionIds, levelQuizQuestions } from '@courtside/shared/level-quiz';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { ScreenLoading } from '@/components/route-loading';
import { ApiError } from '@/lib/api-client';
import { usePlayerLevel } from '@/lib/api/player-level';
import { nextInUserArea, paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useSetStartingLevel } from '../api/set-starting-level';

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
    <Card variant="outlined" component="section" aria-labelledby="level-result-title">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography
            id="level-result-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {t('levelQuiz.resultTitle')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
            {numberFormat(i18n.language, { minimumFractionDigits: 1 }).format(level)}
          </Typography>
          <Typography color="text.secondary">{note}</Typography>
          <Button variant="contained" onClick={onDone} fullWidth>
            {t('levelQuiz.done')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
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
  const labelId = useId();
  const legendRef = useRef<HTMLLegendElement>(null);
  const question = levelQuizQuestionIds[step]!;
  // Each new question is read out from its text, not from the button that led to it.
  useEffect(() => {
    if (step > 0) legendRef.current?.focus();
  }, [step]);
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel
        component="legend"
        id={labelId}
        ref={legendRef}
        tabIndex={-1}
        sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.1rem', mb: 1, outline: 'none' }}
      >
        {t(`levelQuiz.questions.${question}.title`)}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={question}
        value={answers[question] ?? ''}
        onChange={(event) => onAnswer({ ...answers, [question]: event.target.value })}
      >
        {levelQuizQuestions[question].map((answer) => (
          <FormControlLabel
            key={answer}
            value={answer}
            control={<Radio />}
            label={t(`levelQuiz.questions.${question}.answers.${answer}`)}
            sx={{
              mx: 0,
              my: 0.5,
              py: 0.5,
              pr: 1,
              border: 1,
              borderColor: answers[question] === answer ? 'primary.main' : 'divider',
              borderRadius: 2,
              minHeight: 48,
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
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
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (answered) next();
      }}
      aria-label={t('levelQuiz.title')}
    >
      {step === 0 && <Typography color="text.secondary">{t('levelQuiz.intro')}</Typography>}
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('levelQuiz.progress', { n: step + 1, total })}
        </Typography>
        {/* A bar to see, not a progress indicator: the words above say where the player is. */}
        <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Box
            sx={{
              height: '100%',
              width: `${((step + 1) / total) * 100}%`,
              borderRadius: 2,
              bgcolor: 'primary.main',
              transition: 'width 150ms',
            }}
          />
        </Box>
      </Stack>
      <QuestionStep step={step} answers={answers} onAnswer={setAnswers} />
      {save.isError && (
        <Alert severity="error" role="alert">
          {refusalText(save.error, t)}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {step > 0 ? (
          <Button variant="outlined" onClick={() => setStep(step - 1)} sx={{ flex: 1 }}>
            {t('levelQuiz.previous')}
          </Button>
        ) : (
          <Button variant="text" onClick={onDone} sx={{ flex: 1 }}>
            {t('levelQuiz.later')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!answered}
          loading={save.isPending}
          sx={{ flex: 1 }}
        >
          {last ? t('levelQuiz.finish') : t('levelQuiz.next')}
        </Button>
      </Stack>
    </Stack>
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
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      {level.data.confirmedMatches > 0 ? (
        <LevelFromResults level={level.data} onDone={done} />
      ) : (
        <LevelQuiz userId={user.id} onDone={done} />
      )}
    </Stack>
  );
}
