// Second failure layer: when a remote cannot be loaded, the federation runtime hands back a fallback
// module instead of throwing, so nothing above the region ever sees the failure.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RegionFallback } from './region-fallback';

/** Marks a module the runtime produced in place of a remote's real one. */
export const FALLBACK_MARKER = '__rozmovaRemoteFallback';

export interface FallbackModule {
  default: typeof RegionFallback;
  routes: readonly string[];
  [FALLBACK_MARKER]: true;
  error: string;
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[FALLBACK_MARKER] === true;
}

export function fallbackModule(error: unknown): FallbackModule {
  return {
    default: RegionFallback,
    routes: [],
    [FALLBACK_MARKER]: true,
    error: error instanceof Error ? error.message : String(error),
  };
}

export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rozmova-remote-fallback',
    errorLoadRemote(args) {
      // While the manifest is being resolved the hook's answer would be taken for the manifest itself:
      // let that failure travel on; it comes back here once more as the module load's failure.
      if (args.lifecycle === 'afterResolve') return undefined;
      console.warn(
        `[remotes] ${args.id} could not be loaded (${args.lifecycle ?? 'load'}); showing its fallback`,
        args.error,
      );
      const module = fallbackModule(args.error);
      // loadRemote() wants the module itself; a static import (from: 'build') wants a factory.
      return args.from === 'build' ? () => module : module;
    },
  };
}
