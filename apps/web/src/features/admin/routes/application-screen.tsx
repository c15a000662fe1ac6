import { useState } from 'react';
import { useParams } from 'react-router';
import type { AdminClubChange, ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { QueryGate } from '@/components/query-gate';
import { adminClubPath } from '@/lib/paths';
import { useClubApplication } from '../api/club-application';
import { ApplicationDetails } from '../components/application-details';
import { ApproveForm } from '../components/approve-form';
import { LazyInvitationLink as InvitationLink } from '@/components/person-choice/lazy-invitation-link';
import { openedLazily } from '@/components/opened-lazily';
import warning from '../components/warning-button.module.css';
import styles from './admin-screen.module.css';

// Declining is the rarer answer: its dialog loads when first opened.
const DeclineDialog = openedLazily(
  async () => (await import('../components/decline-dialog')).DeclineDialog,
);

/** The club an approval opened: its invitation link, if its owner was invited, and the way on. */
function Approved({ change }: { change: AdminClubChange }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <p className={styles.opened}>{t('admin.clubOpened', { name: change.club.name })}</p>
      {change.invitation && (
        <InvitationLink invitation={change.invitation} hint="admin.invitationHint" />
      )}
      <ButtonLink to={adminClubPath(change.club.id)} variant="contained">
        {t('admin.openClub')}
      </ButtonLink>
    </div>
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
    <div className={styles.page}>
      <Button variant="outlined" className={warning.outlined} onClick={() => setDeclining(true)}>
        {t('admin.decline')}
      </Button>
      <hr className={styles.divider} />
      <ApproveForm application={application} onApproved={onApproved} />
      <DeclineDialog
        application={application}
        open={declining}
        onClose={() => setDeclining(false)}
      />
    </div>
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
        <div className={styles.page}>
          <ApplicationDetails application={found} />
          {found.clubId && (
            <ButtonLink to={adminClubPath(found.clubId)} variant="outlined">
              {t('admin.openClub')}
            </ButtonLink>
          )}
          {found.state === 'pending' && <Decide application={found} onApproved={setApproved} />}
        </div>
      )}
    </QueryGate>
  );
}
