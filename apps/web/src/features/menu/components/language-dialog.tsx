import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languages, selectLanguage, type LanguageCode } from '../../../lib/i18n';

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Picks the interface language; the choice is kept on the device. */
export function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();

  const choose = (language: LanguageCode) => {
    onClose();
    void selectLanguage(language);
    // This phone's pushes are worded on the server: it is told the new language too.
    void import('@/lib/push/device-push')
      .then(({ keepPushCurrent }) => keepPushCurrent(language))
      .catch(() => undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('menu.selectLanguage')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          value={currentLanguage()}
          onChange={(event) => choose(event.target.value as LanguageCode)}
        >
          {languages.map((language) => (
            <FormControlLabel
              key={language.code}
              value={language.code}
              control={<Radio />}
              label={language.name}
              lang={language.code}
              sx={{ py: 0.5 }}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
