// The federation runtime for a remote's standalone page. A remote's bundles use the host's runtime
// instead of carrying their own (experiments.externalRuntime: ~22 KB gzip less per remote on every
// page); with no host on the standalone page, this small bundle provides it, as the shell does.
import * as runtimeCore from '@module-federation/runtime-core';

const globalRef = runtimeCore.Global as unknown as Record<string, unknown>;
globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: '2.9.2' };
