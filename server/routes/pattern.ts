const PLACEHOLDER = '__param__';

/** A fastify route pattern from a contract path builder, so paths are written once: (id) => `/x/${id}` → '/x/:id'. */
export function routePattern(build: (value: string) => string, param: string): string {
  return build(PLACEHOLDER).replace(PLACEHOLDER, `:${param}`);
}
