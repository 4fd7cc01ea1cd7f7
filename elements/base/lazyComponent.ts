// An element's component loaded on first render (issue 15: "elements not on the page are not downloaded"). The
// element file stays light (its tag, attributes, properties, events), so define() registers every element at once
// while only the elements a page actually renders fetch their code; ElementRoot waits for it under Suspense.
import { lazy } from 'react';
import type { ComponentType } from 'react';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
}
