import { useEffect, useState } from 'react';
import type { ChartHandle } from '../components/chart/types';

/**
 * What tests put in place of the ECharts canvas (jsdom draws none): a marker that hands over a
 * handle whose PNG is a fixed data address, and says so (`data-ready`) once it has. Every test file mocks EChart with this one module: the
 * suite's workers keep modules from one file to the next, so two different fakes would meet.
 */
export default function FakeEChart({ onReady }: { onReady?: (handle: ChartHandle | null) => void }) {
  const [handed, setHanded] = useState(false);
  useEffect(() => {
    onReady?.({ pngDataUrl: () => 'data:image/png;base64,AAAA' });
    setHanded(true);
    return () => onReady?.(null);
  }, [onReady]);
  return <div data-testid="echart" data-ready={handed} />;
}
