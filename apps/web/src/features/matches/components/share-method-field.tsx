import type { PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { MenuSelectField } from '@/components/menu-select-field';
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
    <MenuSelectField
      label={t('matches.payMyShare')}
      options={shareMethods.map((method) => ({
        value: method,
        label: t(`matches.payShareWith.${method}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
