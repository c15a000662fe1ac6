import { useForm } from 'react-hook-form';
import type { OwnedCourt } from '@courtside/shared';
import { requestResolver } from '@/lib/request-resolver';
import type { FormControlOf } from '@/lib/use-text-field';
import { courtRequestOf, draftOf, type CourtDraft } from './court-draft';

/** The court form: the court as typed, and the photo chosen to go with it. */
export interface CourtFormValues extends CourtDraft {
  photo: File | null;
}

export type CourtControl = FormControlOf<CourtFormValues>;

/**
 * Checked on save with the shared court schema, as the server checks the body; after a
 * refused save each field says at once when it is right again.
 */
export function useCourtForm(court: OwnedCourt | undefined, currency: string) {
  return useForm({
    defaultValues: { ...draftOf(court, currency), photo: null } as CourtFormValues,
    resolver: requestResolver('courtInputSchema', (values: CourtFormValues) =>
      courtRequestOf(values, currency),
    ),
  });
}

export type CourtForm = ReturnType<typeof useCourtForm>;
