import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmDialog } from './feedback';

/**
 * While `dirty`, leaving the page asks first: a route change through the confirmation dialog, a
 * reload or closing the tab through the browser's own prompt.
 */
export function useUnsavedGuard(dirty: boolean, question: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const latest = useRef(blocker);
  latest.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog(question).then((leave) => {
      const current = latest.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state, question]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
