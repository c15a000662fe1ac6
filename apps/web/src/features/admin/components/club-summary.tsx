import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { domainIcon } from '@/components/icons/domain';
import { Photo } from '@/components/photo';
import { PhotoChoiceControls } from '@/components/photo-choice-controls';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { usePhotoChoice } from '@/lib/use-photo-choice';
import { useSetClubPhoto } from '../api/set-club-photo';
import { ClubStateChip } from './club-state-chip';
import styles from './club-summary.module.css';

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
    <div className={styles.summary}>
      <Photo
        src={club.photo}
        width={328}
        height={164}
        fluid
        radius="12px"
        fallback={<Icon path={domainIcon} className={styles.fallback} />}
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
      <div className={styles.head}>
        <h1 className={styles.name}>{club.name}</h1>
        <ClubStateChip suspendedAt={club.suspendedAt} />
      </div>
      <p className={styles.line}>{club.address}</p>
      <p className={styles.position} dir="ltr">
        {club.latitude}, {club.longitude} · {club.timeZone} · {club.currency}
      </p>
      <p className={styles.secondary}>
        {t('admin.courtsCount', { count: club.courts })}
        {sports && ` · ${sports}`}
      </p>
      <p className={styles.line}>
        {club.owner.invited
          ? t('admin.ownerInvited', { name: club.owner.name })
          : t('admin.ownerIs', { name: club.owner.name, username: club.owner.username })}
      </p>
    </div>
  );
}
