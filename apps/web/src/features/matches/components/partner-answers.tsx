import type { MatchRequest, PartnerAnswer } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip';
import { fullName, PlayerAvatar } from './seat-row';
import styles from './match-parts.module.css';

const answerColor: Record<PartnerAnswer, 'success' | 'error' | undefined> = {
  pending: undefined,
  accepted: 'success',
  declined: 'error',
};

/** The partners a request names, each with whether they accepted to play. */
export function PartnerAnswers({ partners }: { partners: MatchRequest['partners'] }) {
  const { t } = useTranslation();
  if (partners.length === 0) return null;
  return (
    <ul className={styles.people}>
      {partners.map((partner) => (
        <li key={partner.id} className={styles.person}>
          <PlayerAvatar player={partner} />
          <div className={styles.personText}>
            <p className={styles.personName}>
              {fullName(partner) || t('notifications.formerPlayer')}
            </p>
            <p className={styles.personDetail}>
              {t('matches.playerLevel', { level: partner.padelLevel?.toFixed(1) ?? '—' })}
            </p>
          </div>
          <Chip
            variant="outlined"
            tone={answerColor[partner.answer]}
            label={t(`matches.partnerAnswer.${partner.answer}`)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Whether every partner a request names has answered: only then may the owner accept it. */
export const partnersAnswered = (request: MatchRequest) =>
  request.partners.every((partner) => partner.answer !== 'pending');
