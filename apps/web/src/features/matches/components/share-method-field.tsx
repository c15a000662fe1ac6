import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { shareMethods } from './share-actions';

/** How the organizer pays their own share on creating the match: at the club, coins or card. */
export function ShareMethodField({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('matches.payMyShare')}
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentMethod)}
    >
      {shareMethods.map((method) => (
        <MenuItem key={method} value={method}>
          {t(`matches.payShareWith.${method}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
