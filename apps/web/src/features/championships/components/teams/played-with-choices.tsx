import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { usePlayedWith } from '@/lib/api/played-with';
import styles from './teams.module.css';

/** The most people played with offered at once: the most recent first. */
const shown = 8;

/**
 * The people the captain played with, each added to the team in one tap (by account, so the
 * championship's rules apply as for a phone); nothing while they load or when there are none.
 */
export function PlayedWithChoices({
  onPick,
  disabled,
}: {
  onPick: (userId: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const people = usePlayedWith();
  const list = (people.data ?? []).slice(0, shown);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.choices}>
      <h3 id={headingId} className={styles.choicesHeading}>
        {t('championshipTeams.playedWith')}
      </h3>
      <div className={styles.people}>
        {list.map((person) => (
          <Button
            key={person.id}
            variant="outlined"
            size="small"
            disabled={disabled}
            onClick={() => onPick(person.id)}
            aria-label={t('championshipTeams.addPerson', { name: person.name })}
          >
            <bdi>{person.name}</bdi>
          </Button>
        ))}
      </div>
    </section>
  );
}
