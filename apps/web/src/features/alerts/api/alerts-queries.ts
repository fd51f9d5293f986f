import {
  type AlertPreferences,
  alertPreferencesSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushPublicKeySchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { deviceLabel } from '../../../lib/pwa/push-device';

export const alertDevicesQuery = queryOptions({
  queryKey: ['account', 'alert-devices'],
  queryFn: async () =>
    pushDeviceListSchema.parse((await http.get('/api/users/me/push-subscriptions')).data).data,
});

export const alertPreferencesQuery = queryOptions({
  queryKey: ['account', 'alert-preferences'],
  queryFn: async () => alertPreferencesSchema.parse((await http.get('/api/users/me/alert-preferences')).data),
});

export async function fetchPushPublicKey(): Promise<string> {
  return pushPublicKeySchema.parse((await http.get('/api/push/public-key')).data).public_key;
}

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscription: PushSubscriptionJSON) =>
      pushDeviceSchema.parse(
        (
          await http.post('/api/users/me/push-subscriptions', {
            endpoint: subscription.endpoint,
            keys: subscription.keys,
            device_label: deviceLabel(),
          })
        ).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertDevicesQuery.queryKey }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deviceId: string) => {
      await http.delete(`/api/users/me/push-subscriptions/${deviceId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertDevicesQuery.queryKey }),
  });
}

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<AlertPreferences>) =>
      alertPreferencesSchema.parse((await http.put('/api/users/me/alert-preferences', changes)).data),
    onSuccess: (preferences) => queryClient.setQueryData(alertPreferencesQuery.queryKey, preferences),
  });
}
