import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { linkOffIcon } from '@/components/icons/link-off';
import { paths } from '@/lib/paths';
import { parseChampionshipQuery } from '../championship-query';
import { Entry } from '../components/championship-entry';
import { ChampionshipSummary } from '../components/championship-summary';
import styles from './screens.module.css';

/**
 * SPEC 2 championship payment screen: the championship from the query, then Apply (no
 * request yet), the payment methods (an accepted request, from 'Pay {price}'), or where the
 * player's application stands.
 */
export function ChampionshipPaymentScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const championship = parseChampionshipQuery(search);
  if (!championship)
    return (
      <EmptyState
        icon={<Icon path={linkOffIcon} />}
        title={t('championships.badLink')}
        message={t('championships.badLinkHint')}
        action={
          <ButtonLink to={paths.championship} variant="contained">
            {t('championships.backToList')}
          </ButtonLink>
        }
      />
    );
  return (
    <div className={styles.roomy}>
      <ChampionshipSummary championship={championship} />
      <Entry championship={championship} />
    </div>
  );
}
