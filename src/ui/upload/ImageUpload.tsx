// Images attached to a record (complaint evidence, shop photos): uploaded to the files area of the caller's
// organisation as they are chosen, removed from it when taken off. The value is the uploaded files' keys and links.
import { Upload } from '@douyinfe/semi-ui';
import type { customRequestArgs, FileItem } from '@douyinfe/semi-ui/lib/es/upload';
import { IconPlus } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, deleteFile, uploadImage } from '../../core/contract/api/files.ts';
import type { UploadArea, UploadedFile } from '../../core/contract/api/files.ts';
import { callApi, uploadApi } from '../../core/http/index.ts';
import { useHttp } from '../session/index.ts';
import { fileUrl } from '../data/fileUrl.ts';

export interface ImageUploadProps {
  area: UploadArea;
  value: readonly UploadedFile[];
  onChange(files: UploadedFile[]): void;
  /** At most this many images. */
  max?: number;
  className?: string;
}

export function ImageUpload({ area, value, onChange, max = 6, className }: ImageUploadProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const items: FileItem[] = value.map((file) => ({
    uid: file.key,
    name: file.name,
    status: 'success',
    size: String(file.size),
    url: fileUrl(http, file.url),
    preview: true,
  }));

  const send = ({ fileInstance, fileName, onSuccess, onError }: customRequestArgs) => {
    uploadApi(http, uploadImage, { query: { area } }, fileInstance, fileName).then(
      (file) => {
        onSuccess(file);
        onChange([...value, file]);
      },
      (error: Error) => onError({ status: 0 }, error as unknown as Event),
    );
  };

  return (
    <Upload
      className={['backroom-image-upload', className].filter(Boolean).join(' ')}
      listType="picture"
      accept={IMAGE_TYPES.join(',')}
      limit={max}
      action=""
      fileList={items}
      customRequest={send}
      prompt={t('shell.uploadImageHint')}
      promptPosition="bottom"
      onRemove={(_file, _list, item) => {
        void callApi(http, deleteFile, { query: { imgUrl: item.uid } }, { silent: true });
        onChange(value.filter((entry) => entry.key !== item.uid));
      }}
    >
      <IconPlus size="extra-large" aria-label={t('shell.uploadImage')} />
    </Upload>
  );
}
