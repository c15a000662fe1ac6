import { useState } from 'react';
import type { CancellationRule } from '@courtside/shared';
import { cancellationNoticeLimits } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { FieldUnit, SettingsSection } from './settings-section';
import { wholeNumber } from './whole-number';
import { RadioGroup } from '@/components/radio-group';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { useSharedSchema } from '@/lib/shared-schemas';
import { useSaveCancellationRule } from '../api/save-cancellation-rule';

type Late = 'refused' | 'share';

/**
 * The club's cancellation rule: how many hours before the start a player may cancel for a
 * full refund, and whether a later cancellation is refused or refunds a share of the price.
 */
export function CancellationRuleForm({ initial }: { initial: CancellationRule }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveCancellationRule();
  const [hours, setHours] = useState(String(initial.noticeHours));
  const [late, setLate] = useState<Late>(initial.lateRefundPercent === null ? 'refused' : 'share');
  const [percent, setPercent] = useState(String(initial.lateRefundPercent ?? 50));
  const rule = {
    noticeHours: wholeNumber(hours),
    lateRefundPercent: late === 'refused' ? null : wholeNumber(percent),
  };
  const schema = useSharedSchema('cancellationRuleSchema');
  const checked = schema?.safeParse(rule);
  const wrong = (field: keyof CancellationRule) =>
    checked?.success === false && checked.error.issues.some((issue) => issue.path[0] === field);
  const noticeRange = t('clubHours.cancellation.noticeRange', cancellationNoticeLimits);
  const submit = () => {
    if (checked?.success)
      save.mutate(checked.data, {
        onSuccess: () =>
          toast.show({ message: t('clubHours.cancellation.saved'), severity: 'success' }),
      });
  };
  return (
    <SettingsSection
      title={t('clubHours.cancellation.title')}
      hint={t('clubHours.cancellation.hint')}
      saveLabel={t('clubHours.cancellation.save')}
      canSave={checked?.success === true}
      saving={save.isPending}
      failed={save.isError}
      onSave={submit}
    >
      <TextField
        label={t('clubHours.cancellation.noticeHours')}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        error={wrong('noticeHours') ? noticeRange : undefined}
        helper={noticeRange}
        inputMode="numeric"
        min={cancellationNoticeLimits.min}
        end={<FieldUnit>{t('clubHours.cancellation.hoursUnit')}</FieldUnit>}
      />
      <LateChoice
        late={late}
        onLate={setLate}
        percent={percent}
        onPercent={setPercent}
        wrongPercent={wrong('lateRefundPercent')}
      />
    </SettingsSection>
  );
}

/** After the notice: refused, or allowed with a share (in percent) refunded. */
function LateChoice(props: {
  late: Late;
  onLate: (late: Late) => void;
  percent: string;
  onPercent: (percent: string) => void;
  wrongPercent: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RadioGroup
        label={t('clubHours.cancellation.after')}
        options={[
          { value: 'refused', label: t('clubHours.cancellation.refused') },
          { value: 'share', label: t('clubHours.cancellation.share') },
        ]}
        value={props.late}
        onChange={props.onLate}
      />
      {props.late === 'share' && (
        <TextField
          label={t('clubHours.cancellation.percent')}
          value={props.percent}
          onChange={(event) => props.onPercent(event.target.value)}
          error={props.wrongPercent ? t('clubHours.cancellation.percentHint') : undefined}
          helper={t('clubHours.cancellation.percentHint')}
          inputMode="numeric"
          end={<FieldUnit>%</FieldUnit>}
        />
      )}
    </>
  );
}
