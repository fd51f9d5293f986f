import {
  type AnnounceAuctionBody,
  audiencePreviewSchema,
  type CampaignAudience,
  type CampaignBody,
  campaignPageSchema,
  campaignProgressSchema,
  campaignRenderSchema,
  campaignSchema,
  testSendAnswerSchema,
  type UpdateCampaignBody,
} from '@auction/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiParams } from '../../../components/data-table/server-data-table';
import { http } from '../../../lib/http/client';

export const campaignKeys = {
  all: ['admin', 'marketing'] as const,
  lists: ['admin', 'marketing', 'list'] as const,
  one: (id: string) => ['admin', 'marketing', 'one', id] as const,
};

const base = '/api/admin/marketing';

export async function fetchCampaignPage(params: ApiParams) {
  return campaignPageSchema.parse((await http.get(`${base}/campaigns`, { params })).data);
}

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [...campaignKeys.one(id), 'detail'],
    queryFn: async () => campaignSchema.parse((await http.get(`${base}/campaigns/${id}`)).data),
  });

/** Polled every few seconds for as long as its own answer says the campaign is being sent. */
export const progressQuery = (id: string) =>
  queryOptions({
    queryKey: [...campaignKeys.one(id), 'progress'],
    queryFn: async () =>
      campaignProgressSchema.parse((await http.get(`${base}/campaigns/${id}/progress`)).data),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 3_000 : false),
  });

export const audienceSizeQuery = (audience: CampaignAudience | null) =>
  queryOptions({
    queryKey: [...campaignKeys.all, 'audience', audience],
    queryFn: async () =>
      audiencePreviewSchema.parse((await http.post(`${base}/audience-preview`, audience)).data),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });

export const renderQuery = (subject: string, body: string) =>
  queryOptions({
    queryKey: [...campaignKeys.all, 'render', subject, body],
    queryFn: async () =>
      campaignRenderSchema.parse(
        (await http.post(`${base}/render`, { subject: subject || 'Preview', body_markdown: body })).data,
      ),
    enabled: body.trim().length > 0,
    placeholderData: keepPreviousData,
  });

function useCampaignMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => campaignSchema.parse(await request(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export const useCreateCampaign = () =>
  useCampaignMutation(async (body: CampaignBody) => (await http.post(`${base}/campaigns`, body)).data);

export const useUpdateCampaign = (id: string) =>
  useCampaignMutation(
    async (body: UpdateCampaignBody) => (await http.patch(`${base}/campaigns/${id}`, body)).data,
  );

export const useSendCampaign = (id: string) =>
  useCampaignMutation(async () => (await http.post(`${base}/campaigns/${id}/send`)).data);

export const useCancelCampaign = (id: string) =>
  useCampaignMutation(async () => (await http.post(`${base}/campaigns/${id}/cancel`)).data);

export const useAnnounceAuction = (auctionId: string) =>
  useCampaignMutation(
    async (body: AnnounceAuctionBody) =>
      (await http.post(`/api/admin/auctions/${auctionId}/announcement`, body)).data,
  );

export function useDeleteCampaign(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await http.delete(`${base}/campaigns/${id}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.lists }),
  });
}

export function useTestSend(id: string) {
  return useMutation({
    mutationFn: async () =>
      testSendAnswerSchema.parse((await http.post(`${base}/campaigns/${id}/test-send`)).data),
  });
}
