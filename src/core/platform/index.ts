// The one place that touches browser globals (DESIGN.md): storage, clock, timers, location, channels, locks.
export type { Channel, KeyValueStore, Locks, Platform, PlatformLocation, StorageChange, TimerHandle } from './types.ts';
export { STORAGE_PREFIX, StorageName, clearPrefixed, memoryStore, parseJson, storageKey } from './storage.ts';
export { browserPlatform } from './browser.ts';
export type { BrowserGlobals } from './browser.ts';
export { memoryHub, memoryPlatform } from './memory.ts';
export type { MemoryHub, MemoryPlatform, MemoryPlatformOptions } from './memory.ts';
