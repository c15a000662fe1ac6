import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import {
  bookingHorizonDays,
  cancellationNoticeHours,
  coinValueMinor,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';

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
    <Stack spacing={1}>
      {questions.map((question) => (
        <Accordion key={question} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreRounded />}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(`info.faq.${question}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`info.faq.${question}.a`, figures)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
