import { pushGroups, pushKindsOf, type PushGroup } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toast';
import type { DevicePush } from '@/lib/push/device-push';
import { usePushSettings } from '@/lib/api/push-settings';
import { useSetPushSettings } from '@/lib/api/set-push-settings';
import { useDevicePush, useSwitchDevicePush } from '@/lib/push/use-device-push';
import styles from './settings.module.css';

/**
 * Push on this device, and which kinds of news are pushed to every device of the person.
 * Hidden when the server does not push; a blocked or unable browser says what to do.
 */
export function PushSetting() {
  const device = useDevicePush();
  const switchPush = useSwitchDevicePush();
  if (device.isPending)
    return <Skeleton variant="block" height={72} className={styles.placeholder} />;
  if (device.isError || device.data === 'unavailable') return null;
  // While it changes, the switch already shows where it is going.
  const pending = switchPush.isPending ? switchPush.variables : undefined;
  const state = pending === undefined ? device.data : pending ? 'on' : 'off';
  return (
    <div className={styles.card}>
      <DeviceSwitch state={state} busy={switchPush.isPending} onToggle={switchPush.mutate} />
      {state === 'on' && <PushKinds />}
    </div>
  );
}

interface DeviceSwitchProps {
  state: Exclude<DevicePush, 'unavailable'>;
  busy: boolean;
  onToggle: ReturnType<typeof useSwitchDevicePush>['mutate'];
}

/** Push on this phone, or why it cannot be. */
function DeviceSwitch({ state, busy, onToggle }: DeviceSwitchProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const cannot = state === 'unsupported' || state === 'blocked';
  const toggle = (on: boolean) =>
    onToggle(on, {
      onSuccess: (now) => {
        if (on && now === 'blocked')
          toast.show({ message: t('notifications.push.blocked'), severity: 'warning' });
      },
      onError: () => toast.show({ message: t('common.unexpectedError'), severity: 'error' }),
    });
  return (
    <div className={styles.setting}>
      <Switch
        label={t('notifications.push.label')}
        labelPlacement="start"
        checked={state === 'on'}
        disabled={cannot || busy}
        onChange={toggle}
      />
      {cannot && <p className={styles.note}>{t(`notifications.push.${state}`)}</p>}
    </div>
  );
}

/** One switch per group of news; off means no device of the person is pushed that group. */
function PushKinds() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = usePushSettings();
  const save = useSetPushSettings();
  if (settings.isPending)
    return <Skeleton variant="block" height={160} className={styles.kindsPlaceholder} />;
  if (settings.isError) return null;
  const off = new Set(save.isPending ? save.variables : settings.data.off);
  const toggle = (group: PushGroup, on: boolean) => {
    const kinds = pushKindsOf(group);
    const next = on ? [...off].filter((kind) => !kinds.includes(kind)) : [...off, ...kinds];
    save.mutate([...new Set(next)], {
      onError: () => toast.show({ message: t('common.unexpectedError'), severity: 'error' }),
    });
  };
  return (
    <fieldset className={styles.kinds}>
      <legend className={styles.kindsTitle}>{t('notifications.push.kindsTitle')}</legend>
      {pushGroups.map((group) => (
        <Switch
          key={group}
          label={t(`notifications.push.groups.${group}`)}
          labelPlacement="start"
          checked={!pushKindsOf(group).some((kind) => off.has(kind))}
          disabled={save.isPending}
          onChange={(on) => toggle(group, on)}
        />
      ))}
    </fieldset>
  );
}
