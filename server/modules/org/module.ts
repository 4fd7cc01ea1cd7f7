// The organisation: organisations, departments, staff, identities, roles, view codes and menus (spec §1, §3, §6).
import { defineModule } from '../module.ts';
import { depts } from './tables.ts';

export default defineModule({
  name: 'org',
  scopedTables: [depts],
});
