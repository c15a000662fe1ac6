import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { RadioGroup } from '@/components/radio-group';
import { VisuallyHidden } from '@/components/visually-hidden';
import { currentLanguage, languages, selectLanguage, type LanguageCode } from '../../../lib/i18n';

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Picks the interface language; the choice is kept on the device. */
export function LanguageDialog({ open, onClose }: LanguageDialogProps) {
  const { t } = useTranslation();

  const choose = (language: LanguageCode) => {
    onClose();
    void selectLanguage(language);
    // This phone's pushes are worded on the server: it is told the new language too.
    void import('@/lib/push/device-push')
      .then(({ keepPushCurrent }) => keepPushCurrent(language))
      .catch(() => undefined);
  };

  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{t('menu.selectLanguage')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          // The dialog's title asks the question already.
          label={<VisuallyHidden>{t('menu.selectLanguage')}</VisuallyHidden>}
          options={languages.map((language) => ({
            value: language.code,
            label: <span lang={language.code}>{language.name}</span>,
          }))}
          value={currentLanguage()}
          onChange={choose}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
