// Changing announcements (spec §7 /api/system/proclamation: add, updateById, deleteById, updateStatus; each needs
// PROCLAMATION_EDIT). Failures were shown by the http client; the caller toasts successes. A saved announcement
// reloads the list here; after a delete the caller applies the page-back rule, after a toggle it reloads the list.
import {
  latestAnnouncement, proclamationAdd, proclamationDelete, proclamationPage, proclamationUpdate, proclamationUpdateStatus,
} from '../../core/contract/api/announcements.ts';
import { useCallMutation } from '../../ui/data/index.ts';

const invalidates = [proclamationPage, latestAnnouncement];
/** A deletion or a status change may change which announcement is the latest one (spec §4): it is asked again. */
const latest = [latestAnnouncement];

export function useProclamationChanges() {
  return {
    add: useCallMutation(proclamationAdd, { invalidates }),
    update: useCallMutation(proclamationUpdate, { invalidates }),
    remove: useCallMutation(proclamationDelete, { invalidates: latest }),
    setStatus: useCallMutation(proclamationUpdateStatus, { invalidates: latest }),
  };
}
