import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/segmented-control';
import { useOwnerClub } from '@/lib/api/owner-club';
import styles from './memberships-screen.module.css';

/*
 * The sections come in chunks of their own, asked for as this screen's code arrives. The app's
 * entry, which every route loads (some at their size budget), lists each route's chunks: this
 * way it lists this small screen's few, not the lists' and forms' many.
 */
const loadPlans = () => import('../components/plans-section');
const PlansSection = lazy(async () => ({ default: (await loadPlans()).PlansSection }));
const MembersSection = lazy(async () => ({
  default: (await import('../components/members-section')).MembersSection,
}));
void loadPlans().catch(() => undefined);

type Section = 'plans' | 'members';

/** The owner's memberships: the club's plans, and who holds them. */
export function MembershipsScreen() {
  const { t } = useTranslation();
  // The club's currency, courts and time zone: plans are priced, and dates read, in them.
  const club = useOwnerClub().data;
  const [section, setSection] = useState<Section>('plans');
  return (
    <div className={styles.screen}>
      <SegmentedControl
        label={t('memberships.owner.title')}
        options={[
          { value: 'plans', label: t('memberships.owner.plans') },
          { value: 'members', label: t('memberships.owner.members') },
        ]}
        value={section}
        onChange={setSection}
      />
      <Suspense fallback={null}>
        {section === 'plans' ? <PlansSection club={club} /> : <MembersSection club={club} />}
      </Suspense>
    </div>
  );
}
