import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useController } from 'react-hook-form';
import { maxPeaksPerCourt } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useTextField } from '@/lib/use-text-field';
import { newPeak, type PeakDraft } from './court-draft';
import { PeakEditor } from './peak-editor';
import type { CourtControl } from './use-court-form';

interface Props {
  control: CourtControl;
  currency: string;
}

/** The price per 60 minutes and the peak prices that replace it on some days and hours. */
export function PriceFields({ control, currency }: Props) {
  const { t } = useTranslation();
  const price = useTextField(control, 'price');
  const { field, fieldState } = useController({ control, name: 'peaks' });
  const peaks = field.value;
  const setPeaks = (next: PeakDraft[]) => field.onChange(next);
  // The shared schema refuses a peak's price (or hours) at `peaks.<index>`.
  const refused = (fieldState.error ?? []) as unknown as readonly (
    { price?: object } | undefined
  )[];
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {t('courtsAdmin.prices')}
      </Typography>
      <TextField
        label={t('courtsAdmin.price', { currency })}
        {...price}
        required
        helperText={price.error ? t('courtsAdmin.priceInvalid') : t('courtsAdmin.priceHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('courtsAdmin.peaksHint')}
      </Typography>
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
          startIcon={<AddRounded />}
          onClick={() => setPeaks([...peaks, newPeak()])}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('courtsAdmin.addPeak')}
        </Button>
      )}
    </Stack>
  );
}
