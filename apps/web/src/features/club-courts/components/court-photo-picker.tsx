import Stack from '@mui/material/Stack';
import StadiumRounded from '@mui/icons-material/StadiumRounded';
import { useTranslation } from 'react-i18next';
import { Photo } from '@/components/photo';
import { PhotoChoiceControls } from '@/components/photo-choice-controls';
import { usePhotoChoice } from '@/lib/use-photo-choice';

interface Props {
  current: string | null;
  chosen: File | null;
  onChoose: (file: File | null) => void;
}

/** The court's photo: the current one, or a preview of the one chosen; JPEG, PNG or WebP. */
export function CourtPhotoPicker({ current, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const choice = usePhotoChoice(chosen, onChoose);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Photo src={choice.preview ?? current} width={96} height={96} fallback={<StadiumRounded />} />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <PhotoChoiceControls
          choice={choice}
          inputLabel={t('courtsAdmin.choosePhoto')}
          labels={{
            choose: t('courtsAdmin.choosePhoto'),
            hint: t('courtsAdmin.photoHint'),
            tooLarge: t('courtsAdmin.photoTooLarge'),
          }}
        />
      </Stack>
    </Stack>
  );
}
