import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@courtside/shared';

type LoginField = 'phone' | 'password';

/**
 * The login form's two fields. Both are only required here (the server checks them with the
 * shared schema), so this small check replaces the schema's code on the first screen.
 */
const filled: Record<LoginField, (value: string) => boolean> = {
  phone: (value) => value.trim().length > 0,
  password: (value) => value.length > 0,
};

export function useLoginFields() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<LoginField, string>>({ phone: '', password: '' });
  // Like the other forms, a field says it is required once it has been left.
  const [touched, setTouched] = useState<Record<LoginField, boolean>>({
    phone: false,
    password: false,
  });
  const isFilled = (field: LoginField) => filled[field](values[field]);

  const props = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: touched[field] && !isFilled(field) ? t('common.required') : undefined,
  });

  return {
    props,
    valid: isFilled('phone') && isFilled('password'),
    /** What the login call sends: the identifier without stray spaces around it. */
    credentials: (): LoginBody => ({ phone: values.phone.trim(), password: values.password }),
  };
}
