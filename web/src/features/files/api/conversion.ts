import { FileCalls, type FileInfo } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchFileInfo } from '../../../components/upload/upload-api';
import { call } from '../../../lib/http';

/** How often a running conversion is asked about. */
const POLL_MS = 2000;

/** SPEC §5: starts the Word-to-PDF conversion of stored files, by their download addresses. */
export const convertToPdf = (urls: string[]) => call(FileCalls.changePdf, { body: { source_address: urls } });

const running = (file: FileInfo) => file.conversion === 'waiting' || file.conversion === 'converting';

/**
 * A Word file's conversion as it stands: started on request, then followed until it is done or
 * failed. `file` is what the caller already knows; newer facts replace it while polling.
 */
export function useConversion(file: FileInfo) {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const key = ['file-info', file.path];
  const info = useQuery({
    queryKey: key,
    queryFn: () => fetchFileInfo(file.path),
    initialData: file,
    // The list's copy is fresh enough to start from; only a running conversion is asked about.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data && running(query.state.data) ? POLL_MS : false),
  });
  const current = info.data;

  const start = async () => {
    setStarting(true);
    try {
      const [started] = await convertToPdf([file.url]);
      queryClient.setQueryData(key, started ?? { ...current, conversion: 'waiting' });
    } finally {
      setStarting(false);
    }
  };

  return { file: current, running: starting || running(current), start };
}
