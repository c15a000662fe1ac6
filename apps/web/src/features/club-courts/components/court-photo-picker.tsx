import { useEffect, useId, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import StadiumRounded from '@mui/icons-material/StadiumRounded';
import { acceptedPhotoTypes, maxPhotoBytes } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Photo } from '@/components/photo';

interface Props {
  current: string | null;
  chosen: File | null;
  onChoose: (file: File | null) => void;
}

/** The court's photo: the current one, or a preview of the one chosen; JPEG, PNG or WebP. */
export function CourtPhotoPicker({ current, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Photo src={preview ?? current} width={96} height={96} fallback={<StadiumRounded />} />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <input
          id={inputId}
          type="file"
          accept={acceptedPhotoTypes}
          aria-label={t('courtsAdmin.choosePhoto')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const fits = !file || file.size <= maxPhotoBytes;
            setTooLarge(!fits);
            onChoose(fits ? file : null);
          }}
        />
        <Button component="label" htmlFor={inputId} startIcon={<AddAPhotoRounded />}>
          {t('courtsAdmin.choosePhoto')}
        </Button>
        <Typography
          variant="caption"
          color={tooLarge ? 'error' : 'text.secondary'}
          role={tooLarge ? 'alert' : undefined}
        >
          {tooLarge ? t('courtsAdmin.photoTooLarge') : t('courtsAdmin.photoHint')}
        </Typography>
      </Stack>
    </Stack>
  );
}
