import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Paths visited in this tab, newest last: the back button and the route guard need the previous one. */
const visited: string[] = [];

export function useVisitedPaths() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (visited[visited.length - 1] !== pathname) visited.push(pathname);
    if (visited.length > 50) visited.shift();
  }, [pathname]);
}

/** The page before the current one, if this tab has shown one. */
export const previousPath = (): string | undefined => visited[visited.length - 2];

/** Forgets the current page when stepping back from it. */
export const forgetCurrent = () => {
  visited.pop();
};
