// 压缩机控制导入 (spec §7 Cooler: compressor control import; POST /api/cooler/compressor/import): an .xlsx (or .csv)
// of 设备编号, 开启时间, 关闭时间 sets the daily compressor plan of each cooler named. At most 500 rows (603 导入最多允许500行),
// an empty file 604 导入文件为空, every wrong cell explained in the reader's language (nothing imported); the template
// (GET /api/cooler/compressor/template) has an example row and the caller's cooler codes as a list.
import { useState } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { IconUpload } from '@douyinfe/semi-icons';
import { COMPRESSOR_IMPORT_COLUMNS, coolerCompressorImport, coolerCompressorTemplate } from '../../../core/contract/api/cooler.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { ImportDialog } from '../../../ui/import/index.ts';
import { deviceWords } from '../words.ts';

export function CompressorImport({ onDone }: { onDone(): void }) {
  const { t } = useWords(deviceWords);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="backroom-device-compressor-import" icon={<IconUpload />} onClick={() => setOpen(true)}>
        {t('compressorImport')}
      </Button>
      {open && (
        <ImportDialog
          title={t('compressorImport')}
          call={coolerCompressorImport}
          input={{}}
          columns={COMPRESSOR_IMPORT_COLUMNS}
          template={{ call: coolerCompressorTemplate, input: {}, fileName: `${t('compressorTemplate')}.xlsx` }}
          onClose={() => setOpen(false)}
          onImported={() => {
            setOpen(false);
            onDone();
          }}
        />
      )}
    </>
  );
}
