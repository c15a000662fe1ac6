import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { maxPeaksPerCourt } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { newPeak, type CourtDraft, type PeakDraft } from './court-draft';
import { PeakEditor } from './peak-editor';

interface Props {
  draft: CourtDraft;
  currency: string;
  onChange: (draft: CourtDraft) => void;
  priceError: boolean;
}

/** The price per 60 minutes and the peak prices that replace it on some days and hours. */
export function PriceFields({ draft, currency, onChange, priceError }: Props) {
  const { t } = useTranslation();
  const setPeaks = (peaks: PeakDraft[]) => onChange({ ...draft, peaks });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {t('courtsAdmin.prices')}
      </Typography>
      <TextField
        label={t('courtsAdmin.price', { currency })}
        value={draft.price}
        onChange={(event) => onChange({ ...draft, price: event.target.value })}
        required
        error={priceError}
        helperText={priceError ? t('courtsAdmin.priceInvalid') : t('courtsAdmin.priceHint')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('courtsAdmin.peaksHint')}
      </Typography>
      {draft.peaks.map((peak, index) => (
        <PeakEditor
          key={index}
          index={index}
          peak={peak}
          currency={currency}
          onChange={(changed) =>
            setPeaks(draft.peaks.map((old, at) => (at === index ? changed : old)))
          }
          onRemove={() => setPeaks(draft.peaks.filter((_, at) => at !== index))}
        />
      ))}
      {draft.peaks.length < maxPeaksPerCourt && (
        <Button
          startIcon={<AddRounded />}
          onClick={() => setPeaks([...draft.peaks, newPeak()])}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('courtsAdmin.addPeak')}
        </Button>
      )}
    </Stack>
  );
}
