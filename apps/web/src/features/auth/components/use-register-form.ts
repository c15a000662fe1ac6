import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorCodes, registerBodySchema } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useRegister } from '../api/register';

export type TextFieldName = 'username' | 'Name' | 'phone' | 'password';

/** What each field expects, shown when the shared schema (or the server) rejects it. */
const hintKeys: Record<TextFieldName, string> = {
  username: 'register.hints.username',
  Name: 'register.hints.Name',
  phone: 'register.hints.phone',
  password: 'register.hints.password',
};

const takenKeys: Partial<Record<TextFieldName, string>> = {
  username: 'register.usernameTaken',
  phone: 'register.phoneTaken',
};

function isTextFieldName(field: string): field is TextFieldName {
  return field in hintKeys;
}

/** The fields the server rejected (a taken username or phone, a refused value), with why. */
function serverFieldErrors(error: ApiError): { field: TextFieldName; key: string }[] {
  const taken = error.body.code === errorCodes.duplicate;
  return (error.body.details ?? [])
    .map((detail) => detail.field.replace(/^body\./, ''))
    .filter(isTextFieldName)
    .map((field) => ({ field, key: (taken && takenKeys[field]) || hintKeys[field] }));
}

/** The sign-up form: the shared schema checks it, and the server's refusals land on fields. */
export function useRegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useSession();
  const registerAccount = useRegister();
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      Name: '',
      phone: '',
      isFootball: false,
      isPadel: false,
      password: '',
    },
  });

  /** Puts the server's field errors under the fields; false when it named none. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const fieldErrors = serverFieldErrors(error);
    fieldErrors.forEach(({ field, key }, index) =>
      form.setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 }),
    );
    return fieldErrors.length > 0;
  };

  const submit = form.handleSubmit(async (account) => {
    try {
      await signIn(await registerAccount.mutateAsync(account));
      await navigate(paths.user);
    } catch (error) {
      if (!showFieldErrors(error)) {
        toast.show({ message: t('common.unexpectedError'), severity: 'error' });
      }
    }
  });

  const errorText = (field: TextFieldName): string | undefined => {
    const error = form.formState.errors[field];
    if (!error) return undefined;
    return t(error.type === 'server' && error.message ? error.message : hintKeys[field]);
  };

  return { form, submit, errorText };
}

export type RegisterFormControl = ReturnType<typeof useRegisterForm>['form']['control'];
