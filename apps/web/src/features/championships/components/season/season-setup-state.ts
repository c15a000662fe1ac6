import { useForm } from 'react-hook-form';
import type { ChampionshipSeasonBody } from '@courtside/shared';
import { requestResolver } from '@/lib/request-resolver';

export type FormatKind = 'league' | 'groups' | 'knockout';

export interface SeasonSetupValues {
  kind: FormatKind;
  /** A league played once, or home and away. */
  legs: 1 | 2;
  groups: number;
  advancePerGroup: number;
  seeding: 'order' | 'drawn';
  win: number;
  draw: number;
  loss: number;
  /** The teams' applications, top seed first. */
  order: string[];
}

/** The body of PUT …/season the form's values make, before the shared schema checks it. */
export function seasonRequestOf(values: SeasonSetupValues): ChampionshipSeasonBody {
  const format =
    values.kind === 'league'
      ? { kind: 'league' as const, legs: values.legs }
      : values.kind === 'groups'
        ? {
            kind: 'groups' as const,
            groups: values.groups,
            advancePerGroup: values.advancePerGroup,
          }
        : { kind: 'knockout' as const, seeding: values.seeding };
  return {
    format,
    points: { win: values.win, draw: values.draw, loss: values.loss },
    seeding: values.seeding,
    order: values.order,
  };
}

/** The season's form: a single league and 3/1/0 to start with, the teams in applying order. */
export function useSeasonSetupForm(teams: readonly string[]) {
  return useForm({
    defaultValues: {
      kind: 'league',
      legs: 1,
      groups: 2,
      advancePerGroup: 2,
      seeding: 'order',
      win: 3,
      draw: 1,
      loss: 0,
      order: [...teams],
    } as SeasonSetupValues,
    resolver: requestResolver('championshipSeasonBodySchema', seasonRequestOf),
  });
}
