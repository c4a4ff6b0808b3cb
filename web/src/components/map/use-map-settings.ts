import { MapCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';

/**
 * The installation's map tiles and where a map without markers looks (the server's MAP_* settings).
 * They change only when the server restarts, so one answer serves every map of the session.
 */
export function useMapSettings() {
  return useQuery({
    queryKey: ['map', 'settings'],
    queryFn: () => call(MapCalls.settings, { hideLoading: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
