export { ImageUpload } from './ImageUpload.tsx';
export type { ImageUploadProps } from './ImageUpload.tsx';
