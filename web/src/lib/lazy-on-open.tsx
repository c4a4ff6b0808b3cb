import { type ComponentType, type JSX, useEffect, useReducer, useRef } from 'react';

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
  /** Why the code did not load, for the next render to throw to its error boundary, as lazy() does. */
  let failure: { error: unknown } | undefined;
  const ensureLoaded = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // The next opening tries again.
        loading = undefined;
        failure = { error };
      },
    );
    return loading;
  };
  function OnOpen(props: P) {
    const opened = useRef(false);
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    if (isOpen(props)) opened.current = true;
    const wanted = opened.current;
    useEffect(() => {
      if (wanted && !Loaded) void ensureLoaded().then(loaded);
    }, [wanted]);
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    if (!wanted || !Loaded) return null;
    // Props pass through as given: the loaded component is P's.
    return <Loaded {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return Object.assign(OnOpen, { preload: () => void ensureLoaded() });
}
