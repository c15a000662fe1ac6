import { lazy } from 'react';

/*
 * What only a championship's owner sees on its page (the setup, placing the fixtures and the
 * result and move dialogs), loaded when shown: players, who are most of its readers, never
 * download them.
 */
export const SeasonSetup = lazy(async () => ({
  default: (await import('./season-setup')).SeasonSetup,
}));
export const FixturePlan = lazy(async () => ({
  default: (await import('./fixture-plan')).FixturePlan,
}));
export const PlacementAnswer = lazy(async () => ({
  default: (await import('./fixture-plan')).PlacementAnswer,
}));
export const ResultDialog = lazy(async () => ({
  default: (await import('./result-dialog')).ResultDialog,
}));
export const MoveDialog = lazy(async () => ({
  default: (await import('./move-dialog')).MoveDialog,
}));
