import { useState } from 'react';
import type { SeriesDate, SeriesSummary, ValidSeriesBody } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { eventRepeatIcon } from '@/components/icons/event-repeat';
import { QueryGate } from '@/components/query-gate';
import { useAlertDialog } from '@/lib/alerts';
import { useOwnerClub } from '@/lib/api/owner-club';
import { useCancelSeries } from '../api/cancel-series';
import { useClubSeries } from '../api/club-series';
import { useCreateSeries } from '../api/create-series';
import { usePreviewSeries } from '../api/preview-series';
import { SeriesCard } from '../components/series-card';
import { SeriesForm } from '../components/series-form';
import { SeriesPreview } from '../components/series-preview';
import styles from './series-screen.module.css';

/** The new series: the form, then its dates checked, then created or dropped. */
function NewSeries({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const club = useOwnerClub();
  const preview = usePreviewSeries();
  const create = useCreateSeries();
  const [checked, setChecked] = useState<{ body: ValidSeriesBody; dates: SeriesDate[] } | null>(
    null,
  );
  const failed = () =>
    alerts.show({
      kind: 'error',
      title: t('series.failed.title'),
      message: t('series.failed.message'),
    });

  const check = async (body: ValidSeriesBody) => {
    try {
      setChecked({ body, dates: (await preview.mutateAsync(body)).dates });
    } catch {
      failed();
    }
  };
  const createChecked = async () => {
    if (!checked) return;
    try {
      const made = await create.mutateAsync({ ...checked.body, onClash: 'skip' });
      alerts.show({
        kind: 'success',
        title: t('series.created.title'),
        message: t('series.created.message', {
          count: made.series.occurrences.total,
          skipped: made.skipped.length,
        }),
        onClose: onDone,
      });
    } catch {
      failed();
    }
  };

  if (!club.data) return null;
  if (checked)
    return (
      <SeriesPreview
        dates={checked.dates}
        creating={create.isPending}
        onCreate={() => void createChecked()}
        onStop={() => setChecked(null)}
      />
    );
  return <SeriesForm courts={club.data.courts} currency={club.data.currency} onCheck={check} />;
}

/** The club's fixed weekly courts: each series with its next date, 'Cancel the rest', and a new one. */
export function SeriesScreen() {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const series = useClubSeries();
  const cancel = useCancelSeries();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<SeriesSummary | null>(null);

  const cancelRest = async (chosen: SeriesSummary) => {
    try {
      const { cancelled } = await cancel.mutateAsync({ id: chosen.id, from: chosen.nextDate! });
      alerts.show({
        kind: 'success',
        title: t('series.cancelled.title'),
        message: t('series.cancelled.message', { count: cancelled }),
      });
    } catch {
      alerts.show({
        kind: 'error',
        title: t('series.failed.title'),
        message: t('series.failed.message'),
      });
    } finally {
      setEnding(null);
    }
  };

  return (
    <div className={styles.screen}>
      <p className={styles.intro}>{t('series.intro')}</p>
      {adding ? (
        <NewSeries onDone={() => setAdding(false)} />
      ) : (
        <Button
          variant="contained"
          startIcon={<Icon path={addIcon} />}
          onClick={() => setAdding(true)}
        >
          {t('series.new')}
        </Button>
      )}
      <QueryGate query={series} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
        {(all) =>
          all.length === 0 ? (
            <EmptyState
              icon={<Icon path={eventRepeatIcon} />}
              title={t('series.empty')}
              message={t('series.emptyHint')}
            />
          ) : (
            <ul aria-label={t('series.title')} className={styles.list}>
              {all.map((one) => (
                <SeriesCard
                  key={one.id}
                  series={one}
                  cancelling={cancel.isPending && ending?.id === one.id}
                  onCancelRest={setEnding}
                />
              ))}
            </ul>
          )
        }
      </QueryGate>
      <ConfirmDialog
        open={ending !== null}
        title={t('series.cancelConfirm.title')}
        message={t('series.cancelConfirm.message', { date: ending?.nextDate ?? '' })}
        confirmLabel={t('series.list.cancelRest')}
        keepLabel={t('series.cancelConfirm.keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={() => ending && void cancelRest(ending)}
        onKeep={() => setEnding(null)}
      />
    </div>
  );
}
