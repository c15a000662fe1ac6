import { useNavigate } from 'react-router';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import FitnessCenterRounded from '@mui/icons-material/FitnessCenterRounded';
import { useTranslation } from 'react-i18next';
import { ActionSheet, type SheetAction } from '../../components/action-sheet';
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
      icon: <EventNoteRounded />,
      onSelect: () => void navigate(paths.createMatch),
    },
  ];
  if (organisesActivities) {
    actions.push({
      key: 'activity',
      label: t('create.activity'),
      icon: <FitnessCenterRounded />,
      onSelect: () => void navigate(paths.createActivity),
    });
  }

  return <ActionSheet open={open} title={t('create.title')} actions={actions} onClose={onClose} />;
}
