import { useController, useWatch, type FieldPathByValue } from 'react-hook-form';
import type { ChampionshipSeasonBody } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { arrowUpwardIcon } from '@/components/icons/arrow-upward';
import { SegmentedControl } from '@/components/segmented-control';
import { SubmitForm } from '@/components/submit-form';
import { SelectField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import type { FormControlOf } from '@/lib/use-text-field';
import { useSetSeason } from '../../api/set-season';
import { useSeasonSetupForm, type FormatKind, type SeasonSetupValues } from './season-setup-state';
import parts from './season-parts.module.css';
import styles from './season.module.css';

type Control = FormControlOf<SeasonSetupValues>;

/** A team that may play: its application's id and its name. */
export interface SeasonTeam {
  requestId: string;
  name: string;
}

function NumberChoice({
  control,
  name,
  label,
  choices,
}: {
  control: Control;
  name: FieldPathByValue<SeasonSetupValues, number>;
  label: string;
  choices: readonly number[];
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      label={label}
      value={field.value}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </SelectField>
  );
}

function Choice<T extends string | number>({
  control,
  name,
  label,
  options,
}: {
  control: Control;
  name: 'kind' | 'legs' | 'seeding';
  label: string;
  options: Array<{ value: T; label: string }>;
}) {
  const { field } = useController({ control, name });
  return (
    <SegmentedControl
      label={label}
      options={options}
      value={field.value as T}
      onChange={(value: T) => field.onChange(value)}
    />
  );
}

/** The teams top seed first; each but the first moves up one place. */
function SeedingOrder({ control, teams }: { control: Control; teams: readonly SeasonTeam[] }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'order' });
  const nameOf = new Map(teams.map((team) => [team.requestId, team.name]));
  const moveUp = (index: number) => {
    const order = [...field.value];
    [order[index - 1], order[index]] = [order[index]!, order[index - 1]!];
    field.onChange(order);
  };
  return (
    <div className={parts.seeding}>
      <h3 className={parts.seedingHeading}>{t('championships.season.setup.seedingOrder')}</h3>
      <ol className={styles.list}>
        {field.value.map((requestId, index) => (
          <li key={requestId} className={styles.scorer}>
            <span className={styles.rank}>{index + 1}</span>
            <span className={styles.who}>
              <bdi className={styles.name}>{nameOf.get(requestId)}</bdi>
            </span>
            {index > 0 && (
              <IconButton
                icon={arrowUpwardIcon}
                className={parts.moveUp}
                onClick={() => moveUp(index)}
                aria-label={t('championships.season.setup.moveUp', { name: nameOf.get(requestId) })}
              />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

const counts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** What each format asks: legs for a league; groups and who goes through; a knockout's seeding. */
function FormatDetails({ control, kind }: { control: Control; kind: FormatKind }) {
  const { t } = useTranslation();
  if (kind === 'league')
    return (
      <Choice
        control={control}
        name="legs"
        label={t('championships.season.setup.legs')}
        options={[
          { value: 1, label: t('championships.season.setup.once') },
          { value: 2, label: t('championships.season.setup.homeAndAway') },
        ]}
      />
    );
  if (kind === 'groups')
    return (
      <div className={parts.row}>
        <NumberChoice
          control={control}
          name="groups"
          label={t('championships.season.setup.groups')}
          choices={counts(2, 8)}
        />
        <NumberChoice
          control={control}
          name="advancePerGroup"
          label={t('championships.season.setup.advance')}
          choices={counts(1, 4)}
        />
      </div>
    );
  return (
    <Choice
      control={control}
      name="seeding"
      label={t('championships.season.setup.seeding')}
      options={[
        { value: 'order', label: t('championships.season.setup.yourOrder') },
        { value: 'drawn', label: t('championships.season.setup.drawn') },
      ]}
    />
  );
}

/**
 * The owner sets how the championship is played (a league, groups then a knockout, or a
 * knockout), the points and the seeding, and draws the fixtures from the teams accepted and
 * paid. Drawn again, it replaces the draw while no result is in.
 */
export function SeasonSetup({
  championshipId,
  teams,
  onDone,
}: {
  championshipId: string;
  teams: readonly SeasonTeam[];
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useSeasonSetupForm(teams.map((team) => team.requestId));
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const seeding = useWatch({ control, name: 'seeding' });
  const setSeason = useSetSeason(championshipId);
  const save = (body: ChampionshipSeasonBody) =>
    setSeason.mutate(body, {
      onSuccess: () => {
        toast.show({ message: t('championships.season.setup.drawnToast'), severity: 'success' });
        onDone?.();
      },
      onError: (error) =>
        toast.show({
          message: refusalMessage(error, t('championships.tryLater')),
          severity: 'error',
        }),
    });
  return (
    <SubmitForm
      onSubmit={form.handleSubmit(save)}
      submitLabel={t('championships.season.setup.submit')}
      submitting={setSeason.isPending}
      spacing={2}
    >
      <Choice
        control={control}
        name="kind"
        label={t('championships.season.setup.format')}
        options={(['league', 'groups', 'knockout'] as const).map((value) => ({
          value,
          label: t(`championships.season.setup.kinds.${value}`),
        }))}
      />
      <FormatDetails control={control} kind={kind} />
      {kind !== 'knockout' && (
        <div className={parts.row}>
          {(['win', 'draw', 'loss'] as const).map((name) => (
            <NumberChoice
              key={name}
              control={control}
              name={name}
              label={t(`championships.season.setup.${name}`)}
              choices={counts(0, 5)}
            />
          ))}
        </div>
      )}
      {(kind !== 'knockout' || seeding === 'order') && (
        <SeedingOrder control={control} teams={teams} />
      )}
      {teams.length < 3 && (
        <p className={parts.hint}>{t('championships.season.setup.needTeams')}</p>
      )}
    </SubmitForm>
  );
}
