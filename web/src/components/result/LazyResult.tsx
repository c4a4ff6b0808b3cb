import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries its pictures (404, 403, 500: about 11 KB gzip), which every page that might
// show one (a record not found, no permission) loaded with it: now only a page that shows one does.
const ResultView = lazy(() => import('./ResultView'));

/** antd's Result (a not-found or forbidden page, a failure), loaded when shown. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <ResultView {...props} />
    </Suspense>
  );
}
