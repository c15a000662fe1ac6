import type { ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { usePhoneFormat } from '@/lib/phone';
import { ApplicationStateChip } from './application-state-chip';
import styles from './application-details.module.css';

function Line({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className={styles.line}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} dir={ltr ? 'ltr' : 'auto'}>
        {value}
      </dd>
    </div>
  );
}

/** What the application says about the club and whom to contact. */
export function ApplicationDetails({ application }: { application: ClubApplication }) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  const sports = application.sports.map((sport) => t(`admin.sport.${sport}`)).join(' · ');
  return (
    <div className={styles.details}>
      <div className={styles.head}>
        <h2 className={styles.name}>{application.clubName}</h2>
        <ApplicationStateChip state={application.state} />
      </div>
      <dl className={styles.lines}>
        <Line label={t('admin.field.address')} value={application.address} />
        <Line label={t('admin.field.area')} value={application.area} />
        <Line
          label={t('admin.field.sportsAndCourts')}
          value={`${sports} · ${t('admin.courtsCount', { count: application.courts })}`}
        />
        {application.message && (
          <Line label={t('admin.field.message')} value={application.message} />
        )}
        <Line label={t('admin.field.contact')} value={application.contactName} />
        <Line label={t('personChoice.phone')} value={formatPhone(application.contactPhone)} ltr />
        <Line label={t('admin.field.email')} value={application.contactEmail} ltr />
        {application.declineReason && (
          <Line label={t('admin.reason')} value={application.declineReason} />
        )}
      </dl>
    </div>
  );
}
