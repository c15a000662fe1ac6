import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { pushGroups, pushKindsOf, type PushGroup } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import type { DevicePush } from '@/lib/push/device-push';
import { usePushSettings } from '@/lib/api/push-settings';
import { useSetPushSettings } from '@/lib/api/set-push-settings';
import { useDevicePush, useSwitchDevicePush } from '@/lib/push/use-device-push';

const switchRow = { mx: 0, justifyContent: 'space-between', gap: 1 } as const;

/**
 * Push on this device, and which kinds of news are pushed to every device of the person.
 * Hidden when the server does not push; a blocked or unable browser says what to do.
 */
export function PushSetting() {
  const device = useDevicePush();
  const switchPush = useSwitchDevicePush();
  if (device.isPending) return <Skeleton variant="rounded" height={72} />;
  if (device.isError || device.data === 'unavailable') return null;
  // While it changes, the switch already shows where it is going.
  const pending = switchPush.isPending ? switchPush.variables : undefined;
  const state = pending === undefined ? device.data : pending ? 'on' : 'off';
  return (
    <Card variant="outlined">
      <DeviceSwitch state={state} busy={switchPush.isPending} onToggle={switchPush.mutate} />
      {state === 'on' && <PushKinds />}
    </Card>
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
    <Stack spacing={0.5} sx={{ p: 2 }}>
      <FormControlLabel
        sx={switchRow}
        labelPlacement="start"
        label={t('notifications.push.label')}
        control={
          <Switch
            checked={state === 'on'}
            disabled={cannot || busy}
            onChange={(event) => toggle(event.target.checked)}
          />
        }
      />
      {cannot && (
        <Typography variant="body2" color="text.secondary">
          {t(`notifications.push.${state}`)}
        </Typography>
      )}
    </Stack>
  );
}

/** One switch per group of news; off means no device of the person is pushed that group. */
function PushKinds() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = usePushSettings();
  const save = useSetPushSettings();
  if (settings.isPending) return <Skeleton variant="rounded" height={160} sx={{ m: 2 }} />;
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
    <>
      <Divider />
      <Stack component="fieldset" spacing={0.5} sx={{ p: 2, m: 0, border: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.5 }}>
          {t('notifications.push.kindsTitle')}
        </Typography>
        {pushGroups.map((group) => (
          <FormControlLabel
            key={group}
            sx={switchRow}
            labelPlacement="start"
            label={t(`notifications.push.groups.${group}`)}
            control={
              <Switch
                checked={!pushKindsOf(group).some((kind) => off.has(kind))}
                disabled={save.isPending}
                onChange={(event) => toggle(group, event.target.checked)}
              />
            }
          />
        ))}
      </Stack>
    </>
  );
}
