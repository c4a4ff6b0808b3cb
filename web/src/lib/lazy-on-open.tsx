import { type ComponentType, type JSX, lazy, Suspense, useRef } from 'react';

/**
 * A dialog or panel whose code loads the first time it opens, not with the screen that can open it
 * (the shell's to-do panel carries the whole data table). It stays mounted afterwards, so it closes
 * with its animation. `preload` fetches the code early, e.g. when the pointer reaches the button.
 */
export function lazyOnOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => 'open' in props && props.open === true,
) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function OnOpen(props: P) {
    const opened = useRef(false);
    if (isOpen(props)) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        {/* React's lazy() types its props loosely for a generic component; they are P. */}
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(OnOpen, { preload: () => void load() });
}
