import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

/** "List your club": the way for a club's people to ask to be on the platform. */
export function ListYourClubLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.listYourClub}
      variant="outlined"
      startIcon={<AddBusinessRounded />}
    >
      {t('listClub.entry')}
    </Button>
  );
}
