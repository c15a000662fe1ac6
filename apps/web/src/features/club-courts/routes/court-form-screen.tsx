import { useNavigate, useParams } from 'react-router';
import { useController } from 'react-hook-form';
import type { OwnedCourt } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { NotFoundScreen } from '@/components/not-found-screen';
import { ScreenLoading } from '@/components/route-loading';
import { SubmitForm } from '@/components/submit-form';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useOwnerClub } from '@/lib/api/owner-club';
import { useOwnedCourts } from '../api/owned-courts';
import { useSaveCourt } from '../api/save-court';
import { CourtFields } from '../components/court-fields';
import { CourtPhotoPicker } from '../components/court-photo-picker';
import { PriceFields } from '../components/price-fields';
import { useCourtForm, type CourtControl } from '../components/use-court-form';
import styles from './screens.module.css';

function PhotoField({ control, current }: { control: CourtControl; current: string | null }) {
  const { field } = useController({ control, name: 'photo' });
  return <CourtPhotoPicker current={current} chosen={field.value} onChoose={field.onChange} />;
}

function CourtForm({ court, currency }: { court?: OwnedCourt; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveCourt();
  const form = useCourtForm(court, currency);

  // Only a body the shared court schema accepts is sent; refused fields say why instead.
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: court?.id, input, photo: form.getValues('photo') },
      {
        onSuccess: () => {
          toast.show({ message: t('courtsAdmin.saved'), severity: 'success' });
          void navigate(paths.clubCourts);
        },
      },
    ),
  );
  return (
    <SubmitForm
      onSubmit={submit}
      submitLabel={court ? t('courtsAdmin.saveChanges') : t('courtsAdmin.addCourt')}
      submitting={save.isPending}
    >
      <PhotoField control={form.control} current={court?.photo ?? null} />
      <CourtFields form={form} />
      <hr className={styles.divider} />
      <PriceFields control={form.control} currency={currency} />
      {save.isError && (
        <p className={styles.failed} role="alert">
          {save.error instanceof ApiError ? save.error.message : t('courtsAdmin.saveFailed')}
        </p>
      )}
    </SubmitForm>
  );
}

/** SPEC 2 Add court/future: a new court (no id) or one of the owner's courts to edit. */
export function CourtFormScreen() {
  const { id } = useParams();
  const courts = useOwnedCourts();
  const club = useOwnerClub();
  const queries = [courts, club];
  if (queries.some((query) => query.isPending)) return <ScreenLoading />;
  if (!courts.data || !club.data) {
    const retry = () => void Promise.all(queries.map((query) => query.refetch()));
    return <ErrorState onRetry={retry} retrying={queries.some((query) => query.isFetching)} />;
  }
  const court = id ? courts.data.find((candidate) => candidate.id === id) : undefined;
  if (id && (!court || court.retiredAt !== null))
    return <NotFoundScreen homePath={paths.clubCourts} />;
  return <CourtForm key={id ?? 'new'} court={court} currency={club.data.currency} />;
}
