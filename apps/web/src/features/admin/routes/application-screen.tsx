import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminClubChange, ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { QueryGate } from '@/components/query-gate';
import { adminClubPath } from '@/lib/paths';
import { useClubApplication } from '../api/club-application';
import { ApplicationDetails } from '../components/application-details';
import { ApproveForm } from '../components/approve-form';
import { LazyInvitationLink as InvitationLink } from '@/components/person-choice/lazy-invitation-link';
import { openedLazily } from '@/components/opened-lazily';

// Declining is the rarer answer: its dialog loads when first opened.
const DeclineDialog = openedLazily(
  async () => (await import('../components/decline-dialog')).DeclineDialog,
);

/** The club an approval opened: its invitation link, if its owner was invited, and the way on. */
function Approved({ change }: { change: AdminClubChange }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p">
        {t('admin.clubOpened', { name: change.club.name })}
      </Typography>
      {change.invitation && (
        <InvitationLink invitation={change.invitation} hint="admin.invitationHint" />
      )}
      <Button component={RouterLink} to={adminClubPath(change.club.id)} variant="contained">
        {t('admin.openClub')}
      </Button>
    </Stack>
  );
}

/** A pending application: approve it (the form below) or decline it with a reason. */
function Decide({
  application,
  onApproved,
}: {
  application: ClubApplication;
  onApproved: (change: AdminClubChange) => void;
}) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState(false);
  return (
    <Stack spacing={2.5}>
      <Button variant="outlined" color="warning" onClick={() => setDeclining(true)}>
        {t('admin.decline')}
      </Button>
      <Divider />
      <ApproveForm application={application} onApproved={onApproved} />
      <DeclineDialog
        application={application}
        open={declining}
        onClose={() => setDeclining(false)}
      />
    </Stack>
  );
}

/** One club's application, as the admin reads and decides it. */
export function ApplicationScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const application = useClubApplication(id);
  // Kept here: the approval's answer carries the invitation link, shown this once.
  const [approved, setApproved] = useState<AdminClubChange | null>(null);
  if (approved) return <Approved change={approved} />;
  return (
    <QueryGate query={application} skeleton={<CardListSkeleton photoSize={64} rows={1} />}>
      {(found) => (
        <Stack spacing={2.5}>
          <ApplicationDetails application={found} />
          {found.clubId && (
            <Button component={RouterLink} to={adminClubPath(found.clubId)} variant="outlined">
              {t('admin.openClub')}
            </Button>
          )}
          {found.state === 'pending' && <Decide application={found} onApproved={setApproved} />}
        </Stack>
      )}
    </QueryGate>
  );
}
