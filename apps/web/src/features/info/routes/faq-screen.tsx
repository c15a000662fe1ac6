import { useId, useState } from 'react';
import {
  bookingHorizonDays,
  cancellationNoticeHours,
  coinValueMinor,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { expandMoreRoundedIcon } from '@/components/icons/expand-more-rounded';
import { formatPrice } from '@/lib/money';
import styles from './info-screens.module.css';

const questions = [
  'book',
  'hold',
  'cancel',
  'coins',
  'limits',
  'match',
  'championship',
  'notifications',
] as const;

/** A question whose answer opens under it (a disclosure): the question is a button. */
function Question({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className={styles.question}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.questionText}>{question}</span>
          <Icon
            path={expandMoreRoundedIcon}
            className={open ? styles.chevronOpen : styles.chevron}
          />
        </button>
      </h2>
      <div id={answerId} className={styles.answer} hidden={!open}>
        <p className={styles.text}>{answer}</p>
      </div>
    </div>
  );
}

/**
 * The Menu's FAQ. The figures in the answers come from the rules the server applies, so
 * the answers stay true when a rule changes.
 */
export function FaqScreen() {
  const { t } = useTranslation();
  const figures = {
    cancelHours: cancellationNoticeHours,
    horizonDays: bookingHorizonDays,
    coinValue: formatPrice(coinValueMinor, 'USD'),
  };
  return (
    <div className={styles.questions}>
      {questions.map((question) => (
        <Question
          key={question}
          question={t(`info.faq.${question}.q`)}
          answer={t(`info.faq.${question}.a`, figures)}
        />
      ))}
    </div>
  );
}
