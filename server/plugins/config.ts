import type { ServerConfig } from '../config.ts';
import { sharedPlugin } from './plugin.ts';

/** Makes the resolved configuration available as `app.config`. */
export const configPlugin = sharedPlugin<{ config: ServerConfig }>('backroom-config', async (app, { config }) => {
  app.decorate('config', config);
});
