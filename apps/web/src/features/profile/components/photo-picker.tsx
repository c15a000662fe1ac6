import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { acceptedPhotoTypes, maxPhotoBytes } from '@courtside/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const inputId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar src={preview ?? current ?? undefined} alt="" sx={{ width: 96, height: 96 }}>
        <PersonRounded sx={{ fontSize: 56 }} />
      </Avatar>
      <input
        id={inputId}
        type="file"
        accept={acceptedPhotoTypes}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const fits = !file || file.size <= maxPhotoBytes;
          setTooLarge(!fits);
          onChoose(fits ? file : null);
        }}
      />
      <Button component="label" htmlFor={inputId} startIcon={<AddAPhotoRounded />}>
        {t('profile.choosePhoto')}
      </Button>
      <Typography
        variant="caption"
        color={tooLarge ? 'error' : 'text.secondary'}
        role={tooLarge ? 'alert' : undefined}
      >
        {tooLarge ? t('profile.photoTooLarge') : t('profile.photoHint')}
      </Typography>
    </Stack>
  );
}
