import type { PlayedWithPerson } from '@courtside/shared';
import { maxInvitees } from '@courtside/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/bottom-sheet';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { Checkbox } from '@/components/switch';
import { useToast } from '@/components/toast';
import { formatShortDate } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { useInvitePlayers } from '../api/invite-players';
import { usePlayedWith } from '@/lib/api/played-with';
import styles from './invite-players-sheet.module.css';

interface PersonChoiceProps {
  person: PlayedWithPerson;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** One person played with: their name, and how often and when last. */
function PersonChoice({ person, checked, disabled, onToggle }: PersonChoiceProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={checked}
      disabled={disabled}
      onChange={onToggle}
      label={
        <span className={styles.person}>
          <bdi>{person.name}</bdi>
          <span className={styles.together}>
            {t('matches.invite.together', {
              count: person.games,
              date: formatShortDate(person.lastPlayedAt.slice(0, 10), currentLanguage()),
            })}
          </span>
        </span>
      }
    />
  );
}

interface InvitePlayersSheetProps {
  matchId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The organizer asks people they played with to the match: each gets a notice that opens it,
 * where they join by the match's rule. Nobody already asked is told twice.
 */
export function InvitePlayersSheet({ matchId, open, onClose }: InvitePlayersSheetProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const people = usePlayedWith(open);
  const invite = useInvitePlayers(matchId);
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id],
    );
  const send = () =>
    invite.mutate(chosen, {
      onSuccess: ({ invited }) => {
        toast.show({ message: t('matches.invite.sent', { count: invited }), severity: 'success' });
        setChosen([]);
        onClose();
      },
      onError: (error) => toast.show({ message: error.message, severity: 'error' }),
    });

  return (
    <BottomSheet open={open} onClose={onClose} labelledBy={titleId} padded>
      <div className={styles.sheet}>
        <h2 id={titleId} className={styles.title}>
          {t('matches.invite.title')}
        </h2>
        {people.isPending && (
          <div role="status" aria-label={t('matches.invite.loading')}>
            <Skeleton height={48} />
          </div>
        )}
        {people.isError && (
          <div className={styles.failed}>
            <p className={styles.note}>{t('matches.invite.failed')}</p>
            <Button size="small" onClick={() => void people.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {people.data?.length === 0 && <p className={styles.nobody}>{t('matches.invite.nobody')}</p>}
        {people.data && people.data.length > 0 && (
          <div role="group" aria-labelledby={titleId} className={styles.people}>
            {people.data.map((person) => (
              <PersonChoice
                key={person.id}
                person={person}
                checked={chosen.includes(person.id)}
                disabled={!chosen.includes(person.id) && chosen.length >= maxInvitees}
                onToggle={() => toggle(person.id)}
              />
            ))}
          </div>
        )}
        {Boolean(people.data?.length) && (
          <Button
            variant="contained"
            disabled={chosen.length === 0}
            loading={invite.isPending}
            onClick={send}
          >
            {chosen.length === 0
              ? t('matches.invite.choose')
              : t('matches.invite.send', { count: chosen.length })}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </div>
    </BottomSheet>
  );
}
