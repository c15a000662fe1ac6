import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** Everything stored about the signed-in person, saved as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest('/user/me/export', {
        schema: { parse: (value: unknown) => value as { exportedAt?: string } },
      });
      const day = (data.exportedAt ?? new Date().toISOString()).slice(0, 10);
      downloadFile(
        `courtside-my-data-${day}.json`,
        'application/json',
        JSON.stringify(data, null, 2),
      );
    },
  });
}
