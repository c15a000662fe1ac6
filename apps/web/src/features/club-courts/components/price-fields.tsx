import { useController } from 'react-hook-form';
import { maxPeaksPerCourt } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { TextField } from '@/components/text-field';
import { useTextField } from '@/lib/use-text-field';
import { newPeak, type PeakDraft } from './court-draft';
import { PeakEditor } from './peak-editor';
import type { CourtControl } from './use-court-form';
import settings from './settings.module.css';
import styles from './court-form.module.css';

interface Props {
  control: CourtControl;
  currency: string;
}

/** The price per 60 minutes and the peak prices that replace it on some days and hours. */
export function PriceFields({ control, currency }: Props) {
  const { t } = useTranslation();
  const { error: priceRefused, ...price } = useTextField(control, 'price');
  const { field, fieldState } = useController({ control, name: 'peaks' });
  const peaks = field.value;
  const setPeaks = (next: PeakDraft[]) => field.onChange(next);
  // The shared schema refuses a peak's price (or hours) at `peaks.<index>`.
  const refused = (fieldState.error ?? []) as unknown as readonly (
    { price?: object } | undefined
  )[];
  return (
    <div className={styles.prices}>
      <h2 className={settings.title}>{t('courtsAdmin.prices')}</h2>
      <TextField
        label={t('courtsAdmin.price', { currency })}
        {...price}
        required
        error={priceRefused ? t('courtsAdmin.priceInvalid') : undefined}
        helper={t('courtsAdmin.priceHint')}
        inputMode="decimal"
      />
      <p className={settings.hint}>{t('courtsAdmin.peaksHint')}</p>
      {peaks.map((peak, index) => (
        <PeakEditor
          key={index}
          index={index}
          peak={peak}
          currency={currency}
          priceRefused={Boolean(refused[index]?.price)}
          onChange={(changed) => setPeaks(peaks.map((old, at) => (at === index ? changed : old)))}
          onRemove={() => setPeaks(peaks.filter((_, at) => at !== index))}
        />
      ))}
      {peaks.length < maxPeaksPerCourt && (
        <Button
          startIcon={<Icon path={addIcon} />}
          onClick={() => setPeaks([...peaks, newPeak()])}
          className={styles.addPeak}
        >
          {t('courtsAdmin.addPeak')}
        </Button>
      )}
    </div>
  );
}
