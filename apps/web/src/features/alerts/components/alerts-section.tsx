import type { AlertPreferenceKey } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { notify } from '../../../lib/notify';
import {
  currentPushSubscription,
  isPushSupported,
  needsHomeScreen,
  subscribeThisDevice,
} from '../../../lib/pwa/push-device';
import {
  alertDevicesQuery,
  alertPreferencesQuery,
  fetchPushPublicKey,
  useRegisterDevice,
  useRemoveDevice,
  useUpdateAlertPreferences,
} from '../api/alerts-queries';

/** The kinds of alert the house sends today, in the bidder's words. */
const kinds: { key: AlertPreferenceKey; label: string; description: string }[] = [
  { key: 'outbid', label: 'Outbid', description: 'Another bidder passes your maximum on a lot.' },
  {
    key: 'closing_soon',
    label: 'Closing soon',
    description: 'Lots on your watchlist close within 30 minutes (one alert listing them).',
  },
  { key: 'won', label: 'Won', description: 'A lot you bid on closes and is yours.' },
  {
    key: 'live_starting',
    label: 'Live sale starting',
    description: 'A live sale you registered for, or with a lot you watch, begins.',
  },
  { key: 'invoice_issued', label: 'Invoice ready', description: 'The house issues your invoice.' },
];

/** Where a bidder switches pushed alerts on for this browser or phone, and picks the kinds. */
export function AlertsSection() {
  const devices = useQuery(alertDevicesQuery);
  const preferences = useQuery(alertPreferencesQuery);
  const register = useRegisterDevice();
  const remove = useRemoveDevice();
  const update = useUpdateAlertPreferences();
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  const supported = isPushSupported();
  const homeScreenFirst = needsHomeScreen();

  useEffect(() => {
    void currentPushSubscription().then((subscription) => setThisEndpoint(subscription?.endpoint ?? null));
  }, []);

  const thisDevice = devices.data?.find((device) => device.endpoint === thisEndpoint) ?? null;

  async function switchOn() {
    setAsking(true);
    setRefused(false);
    try {
      const answer = await subscribeThisDevice(await fetchPushPublicKey());
      if (!answer.ok) {
        setRefused(answer.reason === 'denied');
        if (answer.reason === 'unsupported')
          notify.error('Alerts could not be switched on here. Reload the page and try again.');
        return;
      }
      await register.mutateAsync(answer.subscription);
      setThisEndpoint(answer.subscription.endpoint ?? null);
      notify.success('Alerts are on for this device.');
    } finally {
      setAsking(false);
    }
  }

  async function switchOff(deviceId: string) {
    await remove.mutateAsync(deviceId);
    const subscription = await currentPushSubscription();
    if (subscription?.endpoint === thisEndpoint) await subscription?.unsubscribe();
    setThisEndpoint(null);
    notify.success('Alerts are off for this device.');
  }

  return (
    <Card className="p-6 sm:p-8" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading" className="text-xl font-semibold">
        Alerts on this device
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Get a notification on this phone or computer when you are outbid, a watched lot is about to close, you
        win, or your invoice is ready, even with the site closed. E-mails keep coming as before.
      </p>
      <div className="mt-4 space-y-3">
        {homeScreenFirst && (
          <Alert tone="info" title="Add the app to your Home Screen first">
            On an iPhone or iPad, alerts reach only the app on your Home Screen: tap Share, then Add to Home
            Screen, open the app from there and switch alerts on.
          </Alert>
        )}
        {!supported && !homeScreenFirst && (
          <Alert tone="warning">This browser cannot show alerts from the site.</Alert>
        )}
        {refused && (
          <Alert tone="warning">
            Notifications are blocked for this site. Allow them in your browser’s site settings, then try
            again.
          </Alert>
        )}
        {supported && !thisDevice && (
          <Button loading={asking || register.isPending} onClick={() => void switchOn()}>
            <BellRing aria-hidden="true" className="size-4" />
            Switch on alerts on this device
          </Button>
        )}
        {thisDevice && (
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium">Alerts are on for this device.</span>
            <Button
              variant="secondary"
              size="sm"
              loading={remove.isPending && remove.variables === thisDevice.id}
              onClick={() => void switchOff(thisDevice.id)}
            >
              Switch off on this device
            </Button>
          </p>
        )}
      </div>

      {preferences.data && (
        <fieldset className="mt-6 space-y-3">
          <legend className="font-medium">Alert me when</legend>
          {kinds.map((kind) => (
            <CheckboxField
              key={kind.key}
              asSwitch
              label={kind.label}
              description={kind.description}
              checked={preferences.data[kind.key]}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ [kind.key]: event.target.checked })}
            />
          ))}
        </fieldset>
      )}

      {devices.data && devices.data.length > 0 && (
        <div className="mt-6">
          <h3 className="font-medium">Your devices</h3>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
            {devices.data.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="flex items-center gap-2">
                  <Smartphone aria-hidden="true" className="size-5" />
                  {device.device_label || 'A device'}
                  {device.id === thisDevice?.id && (
                    <span className="text-sm text-slate-500 dark:text-slate-400">(this device)</span>
                  )}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={remove.isPending && remove.variables === device.id}
                  onClick={() =>
                    device.id === thisDevice?.id
                      ? void switchOff(device.id)
                      : remove.mutate(device.id, {
                          onSuccess: () => notify.success(`${device.device_label || 'The device'} removed.`),
                        })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
