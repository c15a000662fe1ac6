import { useState } from 'react';
import type { Championship } from '@courtside/shared';
import { ageOn } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { CountBadge } from '@/components/count-badge';
import { IconButton } from '@/components/icon-button';
import { checkIcon } from '@/components/icons/check';
import { closeIcon } from '@/components/icons/close';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useAlertDialog } from '@/lib/alerts';
import { refusalMessage } from '@/lib/api-client';
import { leftToRight } from '@/lib/bidi';
import { usePhoneFormat } from '@/lib/phone';
import { useDecideRequest } from '../api/decide-request';
import styles from './owner-actions.module.css';
import { PeopleDialog, type Person } from './people-dialog';

const fullName = (p: { firstName: string; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

type Decision = 'confirm' | 'reject';

/**
 * Accepts or rejects a request once the owner has confirmed it in a dialog (the player is told
 * at once, so a stray tap must not decide); a refusal (the last place taken meanwhile: 409) is
 * said in an alert, and the details are read again so the owner sees where things stand.
 */
function useDecideOrSay(championshipId: string) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const decide = useDecideRequest(championshipId);
  const [asked, setAsked] = useState<{ id: string; name: string; decision: Decision } | null>(null);
  const send = () => {
    if (!asked) return;
    decide.mutate(
      { id: asked.id, decision: asked.decision },
      {
        onSettled: () => setAsked(null),
        onError: (error) =>
          alerts.show({
            kind: 'error',
            title: t('championships.decideFailed'),
            message: refusalMessage(error, t('championships.tryLater')),
          }),
      },
    );
  };
  const accepting = asked?.decision === 'confirm';
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={t(accepting ? 'championships.acceptTitle' : 'championships.rejectTitle', {
        name: asked?.name,
      })}
      message={t(accepting ? 'championships.acceptMessage' : 'championships.rejectMessage', {
        name: asked?.name,
      })}
      confirmLabel={t(accepting ? 'championships.acceptAction' : 'championships.rejectAction')}
      keepLabel={t('championships.keepRequest')}
      destructive={!accepting}
      busy={decide.isPending}
      onConfirm={send}
      onKeep={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog, isPending: decide.isPending };
}

/**
 * The Participants modal's rows: the paid participants, then the players accepted who have
 * not paid. Those leave Requests (SPEC 3) but hold no place until they pay; they are listed
 * so the owner still knows whom they let in.
 */
function participantsOf(
  championship: Championship,
  t: TFunction,
  phoneText: (stored: string) => string,
): Person[] {
  const paid = championship.participants.map((p) => ({
    key: p.id,
    photo: p.photo,
    name: fullName(p),
    detail: [
      phoneText(p.phone),
      p.birthdate && t('championships.age', { age: ageOn(p.birthdate, new Date()) }),
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const acceptedNotPaid = championship.request
    .filter((r) => r.isConfirmed === true && r.isPayed === null)
    .map((r) => ({
      key: r.id,
      photo: r.user.photo,
      name: fullName(r.user),
      detail: [phoneText(r.phone), t('championships.acceptedNotPaid')].join(' · '),
    }));
  return [...paid, ...acceptedNotPaid];
}

/** SPEC 2 owner buttons: Requests and Participants, each with its count and its modal. */
export function OwnerActions({ championship }: { championship: Championship }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'requests' | 'participants' | null>(null);
  const decide = useDecideOrSay(championship.id);
  const formatPhone = usePhoneFormat();
  // In a line of text, a number keeps its own direction in Arabic too.
  const phoneText = (stored: string) => leftToRight(formatPhone(stored));
  const pending = championship.request.filter((r) => r.isConfirmed === null);
  const requests: Person[] = pending.map((r) => {
    const name = fullName(r.user);
    const act = (decision: Decision) => decide.ask({ id: r.id, name, decision });
    return {
      key: r.id,
      photo: r.user.photo,
      name,
      detail: phoneText(r.phone),
      actions: (
        <div className={styles.decide}>
          <IconButton
            icon={checkIcon}
            className={styles.accept}
            aria-label={t('championships.accept', { name })}
            onClick={() => act('confirm')}
            disabled={decide.isPending}
          />
          <IconButton
            icon={closeIcon}
            tone="danger"
            aria-label={t('championships.reject', { name })}
            onClick={() => act('reject')}
            disabled={decide.isPending}
          />
        </div>
      ),
    };
  });
  const participants = participantsOf(championship, t, phoneText);
  return (
    <div className={styles.row}>
      <Counted count={pending.length}>
        <Button variant="outlined" fullWidth onClick={() => setOpen('requests')}>
          {t('championships.requests')}
        </Button>
      </Counted>
      <Counted count={championship.participants.length}>
        <Button variant="outlined" fullWidth onClick={() => setOpen('participants')}>
          {t('championships.participants')}
        </Button>
      </Counted>
      <PeopleDialog
        open={open === 'requests'}
        title={t('championships.requests')}
        empty={t('championships.noRequests')}
        people={requests}
        onClose={() => setOpen(null)}
      />
      <PeopleDialog
        open={open === 'participants'}
        title={t('championships.participants')}
        empty={t('championships.noParticipants')}
        people={participants}
        onClose={() => setOpen(null)}
      />
      {decide.dialog}
    </div>
  );
}

/** A button with how many it holds, zero too. */
function Counted({ count, children }: { count: number; children: ReactNode }) {
  return (
    <CountBadge count={count} tone="tally" className={styles.counted}>
      {children}
    </CountBadge>
  );
}
