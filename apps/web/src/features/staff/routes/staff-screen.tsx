import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { QueryGate } from '@/components/query-gate';
import { useClubStaff } from '../api/club-staff';
import { AddStaffDialog } from '../components/add-staff-dialog';
import { StaffLog } from '../components/staff-log';
import { StaffMemberCard } from '../components/staff-member-card';

/** The owner's staff screen: who works at the club, in what role, and what they changed lately. */
export function StaffScreen() {
  const { t } = useTranslation();
  const staff = useClubStaff();
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={2} sx={{ padding: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('staff.intro')}
      </Typography>
      <Button variant="contained" startIcon={<PersonAddRounded />} onClick={() => setAdding(true)}>
        {t('staff.add')}
      </Button>
      <QueryGate query={staff} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
        {({ members, log }) => (
          <Stack spacing={3}>
            {members.length === 0 ? (
              <EmptyState
                icon={<BadgeRounded />}
                title={t('staff.empty')}
                message={t('staff.emptyHint')}
              />
            ) : (
              <Stack
                component="ul"
                spacing={1.5}
                aria-label={t('staff.members')}
                sx={{ padding: 0, margin: 0, listStyle: 'none' }}
              >
                {members.map((member) => (
                  <StaffMemberCard key={member.userId} member={member} />
                ))}
              </Stack>
            )}
            <Stack spacing={1} component="section" aria-labelledby="staff-log-title">
              <Typography id="staff-log-title" variant="h6" component="h2">
                {t('staff.logTitle')}
              </Typography>
              <StaffLog entries={log} />
            </Stack>
          </Stack>
        )}
      </QueryGate>
      <AddStaffDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
