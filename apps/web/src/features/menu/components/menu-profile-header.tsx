import type { User } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { Chip } from '@/components/chip';
import styles from './menu-profile-header.module.css';

/** Who is signed in, at the top of the menu. */
export function MenuProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = user.firstName || user.Name;
  return (
    <div className={styles.header}>
      <Avatar src={user.photo} size={56} className={styles.avatar}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        <p className={styles.username}>
          {/* Isolated so the @ stays in front of the name in right-to-left text too. */}
          <bdi>@{user.username}</bdi>
        </p>
      </div>
      {user.role === 'owner' && (
        <span className={styles.owner}>
          <Chip tone="brand" label={t('menu.owner')} />
        </span>
      )}
    </div>
  );
}
