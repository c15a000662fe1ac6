import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionSheet, type SheetAction } from '../../components/action-sheet';
import { Icon } from '../../components/icon';
import { eventNoteIcon } from '../../components/icons/event-note';
import { fitnessCenterIcon } from '../../components/icons/fitness-center';
import { paths } from '../../lib/paths';
import { useMayActOnClub } from '../../lib/api/club-post';

/** SPEC 2: the Create tab's choices; activities and trainings are for those who run a club's. */
export function CreateSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisesActivities = useMayActOnClub('activities');

  const actions: SheetAction[] = [
    {
      key: 'match',
      label: t('create.match'),
      icon: <Icon path={eventNoteIcon} />,
      onSelect: () => void navigate(paths.createMatch),
    },
  ];
  if (organisesActivities) {
    actions.push({
      key: 'activity',
      label: t('create.activity'),
      icon: <Icon path={fitnessCenterIcon} />,
      onSelect: () => void navigate(paths.createActivity),
    });
  }

  return <ActionSheet open={open} title={t('create.title')} actions={actions} onClose={onClose} />;
}
