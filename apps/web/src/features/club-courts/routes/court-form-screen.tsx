import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnedCourt } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import { NotFoundScreen } from '@/components/not-found-screen';
import { ScreenLoading } from '@/components/route-loading';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useOwnerClub } from '@/lib/api/owner-club';
import { useOwnedCourts, useSaveCourt } from '../api/courts';
import { draftOf, inputOf, toMinor } from '../components/court-draft';
import { CourtFields } from '../components/court-fields';
import { CourtPhotoPicker } from '../components/court-photo-picker';
import { PriceFields } from '../components/price-fields';

function CourtForm({ court, currency }: { court?: OwnedCourt; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveCourt();
  const [draft, setDraft] = useState(() => draftOf(court, currency));
  const [tried, setTried] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const input = inputOf(draft, currency);
  const nameError = tried && draft.name.trim() === '';
  const priceError = tried && Number.isNaN(toMinor(draft.price, currency));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!input || nameError || input.name === '') return;
    save.mutate(
      { id: court?.id, input, photo },
      {
        onSuccess: () => {
          toast.show({ message: t('courtsAdmin.saved'), severity: 'success' });
          void navigate(paths.clubCourts);
        },
      },
    );
  };
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <CourtPhotoPicker current={court?.photo ?? null} chosen={photo} onChoose={setPhoto} />
      <CourtFields draft={draft} onChange={setDraft} nameError={nameError} />
      <Divider />
      <PriceFields draft={draft} currency={currency} onChange={setDraft} priceError={priceError} />
      {save.isError && (
        <Typography color="error" role="alert">
          {save.error instanceof ApiError ? save.error.message : t('courtsAdmin.saveFailed')}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
        {court ? t('courtsAdmin.saveChanges') : t('courtsAdmin.addCourt')}
      </Button>
    </Stack>
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
