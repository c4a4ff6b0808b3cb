/**
 * The hooks of the engines (form, workflow): points where an engine hands over to whichever modules
 * registered on them, so that it imports none of them. Each engine adds its hooks here (declaration
 * merging, in its `<x>.hooks.ts`): the name and the handler's type, which takes the registry last so
 * that a handler may fire the hooks of its own engine. A module registers handlers in its manifest
 * (`hooks`); `modules/index.ts` gathers them once, in list order, and the app hands the registry to
 * the modules as `deps.hooks`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the engines fill it in.
export interface EngineHooks {}

export type HookName = keyof EngineHooks;

/** What a manifest registers: at most one handler per hook. */
export type HookHandlers = { readonly [K in HookName]?: EngineHooks[K] };

/** Every hook's handlers, in the order of the modules' list; a hook nobody registered on has none. */
export type Hooks = { readonly [K in HookName]?: readonly EngineHooks[K][] };

/** The registry of the manifests' handlers, each hook's in their order. */
export function gatherHooks(registered: readonly (HookHandlers | undefined)[]): Hooks {
  const hooks: Record<string, unknown[]> = {};
  for (const handlers of registered) {
    for (const [name, handler] of Object.entries(handlers ?? {})) hooks[name] = [...(hooks[name] ?? []), handler];
  }
  // The entries were taken from HookHandlers, so each list holds handlers of its own hook.
  return Object.freeze(hooks) as Hooks;
}

/** What a module firing hooks asks of the process (ServerModule's `Deps`). */
export interface HookDeps {
  hooks: Hooks;
}
