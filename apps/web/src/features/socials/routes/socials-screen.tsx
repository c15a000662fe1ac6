import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { CardListItem } from '@/components/card-list-item';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { QueryGate } from '@/components/query-gate';
import { usePaymentReturn } from '@/lib/checkout';
import { paths, socialNightPath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useNightList } from '../api/night-list';
import { NightCard } from '../components/night-card';
import styles from './socials-screen.module.css';

/**
 * Americano and Mexicano nights to join or follow; an owner creates them from here, and a
 * place paid online returns here from its checkout.
 */
export function SocialsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  // A place paid online comes back here from the provider's checkout.
  usePaymentReturn('social');
  return (
    <div className={styles.screen}>
      {user.role === 'owner' && (
        <ButtonLink to={paths.createSocial} variant="contained" startIcon={<Icon path={addIcon} />}>
          {t('socials.create')}
        </ButtonLink>
      )}
      <QueryGate query={useNightList()} skeleton={<CardListSkeleton photoSize={0} />}>
        {(nights) =>
          nights.length === 0 ? (
            <EmptyState icon={<Icon path={sportsTennisIcon} />} title={t('socials.empty')} />
          ) : (
            <ul className={styles.nights} aria-label={t('socials.title')}>
              {nights.map((night, index) => (
                <CardListItem key={night.id} index={index}>
                  <Link to={socialNightPath(night.id)} className={styles.night}>
                    <NightCard night={night} />
                  </Link>
                </CardListItem>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </div>
  );
}
