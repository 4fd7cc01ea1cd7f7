// Complaints (issue 4): order complaints of the two payment channels and the channels' risk complaints. The screens
// are default exports of their own modules, loaded lazily by the shell's screen registry.
export { complaintColumns, complaintFilters } from './complaintList.tsx';
export { complaintWords } from './words.ts';
