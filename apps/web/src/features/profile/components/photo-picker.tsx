import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { Icon } from '@/components/icon';
import { personIcon } from '@/components/icons/person';
import { PhotoChoiceControls } from '@/components/photo-choice-controls';
import { usePhotoChoice } from '@/lib/use-photo-choice';
import styles from './photo-picker.module.css';

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
    <div className={styles.picker}>
      <Avatar src={choice.preview ?? current} size={96}>
        <Icon path={personIcon} className={styles.placeholder} />
      </Avatar>
      <PhotoChoiceControls
        choice={choice}
        labels={{
          choose: t('profile.choosePhoto'),
          hint: t('profile.photoHint'),
          tooLarge: t('profile.photoTooLarge'),
        }}
      />
    </div>
  );
}
