import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DomainRounded from '@mui/icons-material/DomainRounded';
import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Photo } from '@/components/photo';
import { PhotoChoiceControls } from '@/components/photo-choice-controls';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { usePhotoChoice } from '@/lib/use-photo-choice';
import { useSetClubPhoto } from '../api/set-club-photo';
import { ClubStateChip } from './club-state-chip';

/** The club's photo, which the admin can change, and what the club is. */
export function ClubSummary({ club }: { club: AdminClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const setPhoto = useSetClubPhoto(club.id);
  const choice = usePhotoChoice(null, (file) => {
    if (!file) return;
    setPhoto.mutate(file, {
      onError: (error) =>
        toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' }),
    });
  });
  const sports = club.sports.map((sport) => t(`admin.sport.${sport}`)).join(' · ');
  return (
    <Stack spacing={1}>
      <Photo
        src={club.photo}
        width={328}
        height={164}
        fluid
        radius="12px"
        fallback={<DomainRounded fontSize="large" />}
      />
      <PhotoChoiceControls
        choice={choice}
        labels={{
          choose: t('admin.choosePhoto'),
          hint: t('admin.photoHint'),
          tooLarge: t('admin.photoTooLarge'),
        }}
        inputLabel={t('admin.choosePhoto')}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {club.name}
        </Typography>
        <ClubStateChip suspendedAt={club.suspendedAt} />
      </Stack>
      <Typography variant="body2">{club.address}</Typography>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
        {club.latitude}, {club.longitude} · {club.timeZone} · {club.currency}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('admin.courtsCount', { count: club.courts })}
        {sports && ` · ${sports}`}
      </Typography>
      <Typography variant="body2">
        {club.owner.invited
          ? t('admin.ownerInvited', { name: club.owner.name })
          : t('admin.ownerIs', { name: club.owner.name, username: club.owner.username })}
      </Typography>
    </Stack>
  );
}
