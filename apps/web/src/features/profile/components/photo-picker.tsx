import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { useTranslation } from 'react-i18next';
import { PhotoChoiceControls } from '@/components/photo-choice-controls';
import { usePhotoChoice } from '@/lib/use-photo-choice';

/** The profile photo: the current one, or a preview of the one chosen; JPEG, PNG or WebP. */
export function PhotoPicker({
  current,
  chosen,
  onChoose,
}: {
  current: string | null;
  chosen: File | null;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const choice = usePhotoChoice(chosen, onChoose);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar src={choice.preview ?? current ?? undefined} alt="" sx={{ width: 96, height: 96 }}>
        <PersonRounded sx={{ fontSize: 56 }} />
      </Avatar>
      <PhotoChoiceControls
        choice={choice}
        labels={{
          choose: t('profile.choosePhoto'),
          hint: t('profile.photoHint'),
          tooLarge: t('profile.photoTooLarge'),
        }}
      />
    </Stack>
  );
}
