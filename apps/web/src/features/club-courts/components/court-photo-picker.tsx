import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { stadiumIcon } from '@/components/icons/stadium';
import { Photo } from '@/components/photo';
import { PhotoChoiceControls } from '@/components/photo-choice-controls';
import { usePhotoChoice } from '@/lib/use-photo-choice';
import styles from './court-form.module.css';

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
    <div className={styles.photo}>
      <Photo
        src={choice.preview ?? current}
        width={96}
        height={96}
        fallback={<Icon path={stadiumIcon} />}
      />
      <div className={styles.photoControls}>
        <PhotoChoiceControls
          choice={choice}
          inputLabel={t('courtsAdmin.choosePhoto')}
          labels={{
            choose: t('courtsAdmin.choosePhoto'),
            hint: t('courtsAdmin.photoHint'),
            tooLarge: t('courtsAdmin.photoTooLarge'),
          }}
        />
      </div>
    </div>
  );
}
