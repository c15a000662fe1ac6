import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cancellationNoticeHours } from '@courtside/shared/rules';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

/** The policy's sections, in reading order: what, why, who sees it, how long, your choices. */
const sections = ['kept', 'why', 'shared', 'device', 'howLong', 'choices'] as const;

/**
 * The Menu's Privacy Policy: what personal data Courtside keeps, why, who sees it, for how
 * long, and how to export or delete it (the last two lead to the Delete Profile screen).
 */
export function PrivacyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const figures = { cancelHours: cancellationNoticeHours };
  return (
    <Stack spacing={2}>
      <Typography>{t('info.privacy.intro')}</Typography>
      {sections.map((section) => (
        <Card key={section} component="section" aria-labelledby={`privacy-${section}`}>
          <CardContent>
            <Typography id={`privacy-${section}`} variant="h6" component="h2" gutterBottom>
              {t(`info.privacy.${section}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {t(`info.privacy.${section}.text`, figures)}
            </Typography>
          </CardContent>
        </Card>
      ))}
      <Button variant="outlined" onClick={() => void navigate(paths.deleteProfile)}>
        {t('info.privacy.toAccount')}
      </Button>
    </Stack>
  );
}
