import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useOwnerClub } from '@/lib/api/owner-club';
import { MembersSection } from '../components/members-section';
import { PlansSection } from '../components/plans-section';

type Section = 'plans' | 'members';

/** The owner's memberships: the club's plans, and who holds them. */
export function MembershipsScreen() {
  const { t } = useTranslation();
  // The club's currency, courts and time zone: plans are priced, and dates read, in them.
  const club = useOwnerClub().data;
  const [section, setSection] = useState<Section>('plans');
  return (
    <Stack spacing={2} sx={{ padding: 2 }}>
      <Tabs
        value={section}
        onChange={(_, next: Section) => setSection(next)}
        variant="fullWidth"
        aria-label={t('memberships.owner.title')}
      >
        <Tab value="plans" label={t('memberships.owner.plans')} />
        <Tab value="members" label={t('memberships.owner.members')} />
      </Tabs>
      {section === 'plans' ? <PlansSection club={club} /> : <MembersSection club={club} />}
    </Stack>
  );
}
