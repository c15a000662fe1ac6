import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import type { RegisterBody } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { refusedFields } from '@/lib/refused-fields';
import { nextInUserArea, padelLevelPath, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { registerAccount } from '../api/register';
import {
  emptyRegisterForm,
  prepareRegisterChecks,
  readRefusal,
  registerResolver,
} from './register-resolver';

export type TextFieldName = 'username' | 'Name' | 'phone' | 'password';

/** Each field's label, named in every message about it. */
export const fieldLabelKeys: Record<TextFieldName, string> = {
  username: 'register.username',
  Name: 'register.firstName',
  phone: 'register.phone',
  password: 'auth.password',
};

const takenKeys: Partial<Record<TextFieldName, string>> = {
  username: 'register.usernameTaken',
  phone: 'register.phoneTaken',
};

function isTextFieldName(field: string): field is TextFieldName {
  return field in fieldLabelKeys;
}

/** The server's refusals (a taken username or phone, a refused value), by form field. */
function serverFieldErrors(error: ApiError): { field: TextFieldName; message: string }[] {
  const taken = error.body.code === conflictCodes.DUPLICATE;
  return refusedFields(error)
    .map(({ field }) => field)
    .filter(isTextFieldName)
    .map((field) => ({ field, message: taken && takenKeys[field] ? 'taken' : 'format' }));
}

/** The sign-up form: the shared schema checks it, and the server's refusals land on fields. */
export function useRegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const { signIn } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<RegisterBody>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: emptyRegisterForm,
  });

  /** Puts the server's field errors under the fields; false when it named none. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const fieldErrors = serverFieldErrors(error);
    fieldErrors.forEach(({ field, message }, index) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    return fieldErrors.length > 0;
  };

  const submit = form.handleSubmit(async (account) => {
    setSubmitting(true);
    try {
      await signIn(await registerAccount(account));
      // A padel player is asked their game first, so Find Match knows their level; then each
      // goes on to the page they opened before signing up, if any.
      const next = nextInUserArea(search) ?? paths.user;
      await navigate(account.isPadel ? padelLevelPath(next) : next);
    } catch (error) {
      setSubmitting(false);
      if (!showFieldErrors(error)) {
        toast.show({ message: t('common.unexpectedError'), severity: 'error' });
      }
    }
  });

  /** Names the field and why it is refused, in the reader's language. */
  const errorText = (field: TextFieldName): string | undefined => {
    const message = form.formState.errors[field]?.message;
    if (message === undefined) return undefined;
    const label = t(fieldLabelKeys[field]);
    const takenKey = takenKeys[field];
    if (message === 'taken' && takenKey) return t(takenKey);
    const { reason, limit } = readRefusal(message);
    if (reason === 'format') {
      return t('register.errors.format', { field: label, rule: t(`register.hints.${field}`) });
    }
    return t(`register.errors.${reason}`, { field: label, limit });
  };

  // The checks' code starts loading as the first field is focused, before the first check.
  return { form, submit, submitting, errorText, prepareChecks: prepareRegisterChecks };
}

export type RegisterFormControl = ReturnType<typeof useRegisterForm>['form']['control'];
