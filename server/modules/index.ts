// Every module of server/modules, found by folder (a new area adds its folder and nothing else), in dependency order.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MODULES_DIR } from '../db/migrate.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerModule } from './module.ts';

/** Modules ordered so that each comes after those named in its `after` (then by name); a cycle is refused. */
export function orderModules(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const ordered: ServerModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: ServerModule, path: string[]) => {
    if (state.get(module.name) === 'done') return;
    if (state.get(module.name) === 'visiting') throw new Error(`modules depend on each other: ${[...path, module.name].join(' → ')}`);
    state.set(module.name, 'visiting');
    for (const name of module.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`module ${module.name} comes after ${name}, which does not exist`);
      visit(before, [...path, module.name]);
    }
    state.set(module.name, 'done');
    ordered.push(module);
  };
  for (const module of [...modules].sort((a, b) => a.name.localeCompare(b.name))) visit(module, []);
  return ordered;
}

let loaded: Promise<ServerModule[]> | null = null;

/** server/modules/<area>/module.ts, each default-exporting its module, loaded once per process. */
export function loadModules(): Promise<ServerModule[]> {
  loaded ??= (async () => {
    const modules: ServerModule[] = [];
    for (const entry of readdirSync(MODULES_DIR, { withFileTypes: true })) {
      const file = join(MODULES_DIR, entry.name, 'module.ts');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const module = ((await import(pathToFileURL(file).href)) as { default: ServerModule }).default;
      if (module?.name !== entry.name) throw new Error(`${file} must default-export the module named ${entry.name}`);
      modules.push(module);
    }
    return orderModules(modules);
  })();
  return loaded;
}

/** Every module's routes, each module in its own encapsulated context. */
export const modulesPlugin: FastifyPluginAsync = async (app) => {
  for (const module of await loadModules()) {
    if (module.routes) await app.register(async (scope) => module.routes?.(scope));
  }
};
