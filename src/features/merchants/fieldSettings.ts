// A department's merchant field settings (spec §7 merchantFieldConfig: {configField, isShow}) applied to the
// application detail: a field switched off (isShow 0) is not shown; a field the settings do not mention is.

/** Detail rows named by a merchant field setting (configField): the licence is the certificate. */
const CONFIG_FIELD_OF_ROW: Readonly<Record<string, string>> = { certificateNo: 'businessLicense', legalPersonPhone: 'legalPersonPhone' };

/** Whether the department's settings leave a detail row shown. */
export function fieldShown(row: string, settings: ReadonlyArray<{ configField: string; isShow: 0 | 1 }> | undefined): boolean {
  const field = CONFIG_FIELD_OF_ROW[row];
  return !field || settings?.find((setting) => setting.configField === field)?.isShow !== 0;
}
