import { type ComponentType, type JSX, useEffect, useRef, useState } from 'react';

/**
 * A dialog or panel whose code loads the first time it opens, not with the screen that can open it
 * (the shell's to-do panel carries the whole data table). It stays mounted afterwards, so it closes
 * with its animation. `preload` fetches the code early, e.g. when the pointer reaches the button.
 *
 * Not React's lazy(): a component it loads first renders in a render retried after its code came,
 * which React may interrupt and redo. A dialog registers with the dialogs' shared Escape stack while
 * it renders, under an id an abandoned render does not keep, so an interrupted first render left an
 * entry that took Escape from the dialog beneath for good. Here the loaded dialog first renders in an
 * ordinary update, which React does not interrupt.
 */
export function lazyOnOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => 'open' in props && props.open === true,
) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const ensureLoaded = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // The next opening tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function OnOpen(props: P) {
    const opened = useRef(false);
    // Loaded, or why not: thrown to the error boundary, as lazy() does.
    const [outcome, settle] = useState<{ error: unknown } | 'loaded'>();
    if (isOpen(props)) opened.current = true;
    const wanted = opened.current;
    useEffect(() => {
      if (wanted && !Loaded)
        ensureLoaded().then(
          () => settle('loaded'),
          (error: unknown) => settle({ error }),
        );
    }, [wanted]);
    if (typeof outcome === 'object') throw outcome.error;
    if (!wanted || !Loaded) return null;
    // Props pass through as given: the loaded component is P's.
    return <Loaded {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  // A failed preload is tried again when the dialog opens.
  return Object.assign(OnOpen, { preload: () => void ensureLoaded().catch(() => undefined) });
}
