import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const sections = ['players', 'matches', 'championships', 'owners'] as const;

/** The Menu's About Us: what Courtside is for, for players and for the clubs they play at. */
export function AboutScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography>{t('info.about.intro')}</Typography>
      {sections.map((section) => (
        <Card key={section} component="section" aria-labelledby={`about-${section}`}>
          <CardContent>
            <Typography id={`about-${section}`} variant="h6" component="h2" gutterBottom>
              {t(`info.about.${section}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`info.about.${section}.text`)}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
