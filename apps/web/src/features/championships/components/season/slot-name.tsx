import { useTranslation } from 'react-i18next';
import { groupLetter, type SlotView } from '../../season-view';

/** A fixture's place by who fills it: the team, or whom it waits for. */
export function SlotName({ slot }: { slot: SlotView }) {
  const { t } = useTranslation();
  if (slot.kind === 'team') return <bdi>{slot.name}</bdi>;
  if (slot.kind === 'bye') return <>{t('championships.season.bye')}</>;
  if (slot.kind === 'winnerOf')
    return <>{t('championships.season.winnerOf', { match: slot.match })}</>;
  return (
    <>
      {t('championships.season.groupPlace', { group: groupLetter(slot.group), place: slot.place })}
    </>
  );
}
