// The newer-platform prompt for platform (1) and producer (4) staff (spec §1, issue 5).
export { NewerPlatformPrompt } from './NewerPlatformPrompt.tsx';
export type { NewerPlatformPromptProps } from './NewerPlatformPrompt.tsx';
