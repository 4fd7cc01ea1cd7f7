// A .xlsx import read as a stream: the zip's directory is checked (entry count, declared sizes) before anything is
// inflated, then the first sheet's XML is inflated and parsed chunk by chunk (SAX) and the reading stops at the
// first data row past the limit; shared strings are read the same way, each part capped at its declared size.
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { badInput } from '../errors.ts';
import { IMPORT_CELL_MAX_CHARS, IMPORT_MAX_COLUMNS, type TableBuilder } from './table.ts';
import { inflateEntry, zipEntries, ZipRefused, type ZipEntry } from './zip.ts';

/** Parts of an .xlsx (ours): Excel writes about a dozen. */
export const IMPORT_ZIP_MAX_ENTRIES = 256;
/** What an .xlsx may unpack to, all parts together (ours): a 500-row sheet is well under 1 MB. */
export const IMPORT_UNZIPPED_MAX_BYTES = 32 * 1024 * 1024;
/** Distinct texts of the shared-string table (ours): 500 rows of a few columns hold far fewer. */
const MAX_SHARED_STRINGS = 100_000;

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Feeds an entry's XML to a SAX parser chunk by chunk until `stop()` says so. */
async function parseEntry(
  zip: Buffer, entry: ZipEntry, table: TableBuilder, handlers: {
    open(tag: SaxesTagPlain): void; close(name: string): void; text(text: string): void; stop?(): boolean;
  },
): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handlers.open({ ...tag, name: local(tag.name) } as SaxesTagPlain));
  parser.on('closetag', (tag) => handlers.close(local(tag.name)));
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of inflateEntry(zip, entry, IMPORT_UNZIPPED_MAX_BYTES)) {
    parser.write(decoder.write(chunk));
    if (handlers.stop?.()) return;
    table.checkTime();
  }
  parser.write(decoder.end()).close();
}

async function sharedStrings(zip: Buffer, entry: ZipEntry | undefined, table: TableBuilder): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await parseEntry(zip, entry, table, {
    open(tag) {
      if (tag.name === 'si') current = [];
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current) {
        if (strings.length >= MAX_SHARED_STRINGS) throw badInput(`body/file: more than ${MAX_SHARED_STRINGS} distinct texts`);
        strings.push(table.cell(current.join('')));
        current = null;
      }
    },
    text(text) {
      if (inText && current) current.push(text);
    },
  });
  return strings;
}

/** A small XML part (the workbook, its relationships) as its opening tags. */
async function tagsOf(zip: Buffer, entry: ZipEntry | undefined, table: TableBuilder): Promise<SaxesTagPlain[]> {
  const tags: SaxesTagPlain[] = [];
  if (entry) await parseEntry(zip, entry, table, { open: (tag) => void tags.push(tag), close() {}, text() {} });
  return tags;
}

/** The first sheet's part: the workbook's first <sheet>, through the workbook's relationships. */
async function firstSheet(zip: Buffer, byName: Map<string, ZipEntry>, table: TableBuilder): Promise<ZipEntry | undefined> {
  const sheet = (await tagsOf(zip, byName.get('xl/workbook.xml'), table)).find((tag) => tag.name === 'sheet');
  const id = sheet && Object.entries(sheet.attributes).find(([name]) => local(name) === 'id')?.[1];
  const relation = (await tagsOf(zip, byName.get('xl/_rels/workbook.xml.rels'), table)).find((tag) => tag.name === 'Relationship' && tag.attributes.Id === id);
  const target = relation?.attributes.Target;
  const path = target === undefined ? undefined : target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return (path && byName.get(path)) || [...byName.values()].find((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name));
}

/** Column index (0-based) of a cell reference such as "C12". */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference?.match(/^[A-Z]+/)?.[0];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  return column - 1;
}

function cellValue(type: string | undefined, value: string, inline: string, strings: readonly string[]): string {
  switch (type) {
    case 's': return strings[Number(value)] ?? '';
    case 'inlineStr': return inline;
    case 'b': return value === '1' ? 'true' : value === '0' ? 'false' : value;
    case 'e': return '';
    case 'str': return value;
    case 'd': return value === '' ? '' : String(Date.parse(value));
    default: return value !== '' && Number.isFinite(Number(value)) ? String(Number(value)) : value;
  }
}

export async function readXlsx(zip: Buffer, table: TableBuilder): Promise<void> {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(zip, IMPORT_ZIP_MAX_ENTRIES);
  } catch (error) {
    if (error instanceof ZipRefused && error.message.startsWith('more than')) throw badInput(`body/file: the .xlsx holds ${error.message}`);
    throw error;
  }
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unpacked > IMPORT_UNZIPPED_MAX_BYTES) {
    throw badInput(`body/file: the .xlsx unpacks to more than ${IMPORT_UNZIPPED_MAX_BYTES / 1024 / 1024} MB`);
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const strings = await sharedStrings(zip, byName.get('xl/sharedStrings.xml'), table);
  const sheet = await firstSheet(zip, byName, table);
  if (!sheet) throw new ZipRefused('no sheet');
  let cells: Array<string | undefined> | null = null;
  let rowNumber = 0;
  let column = -1;
  let type: string | undefined;
  let value: string[] = [];
  let inline: string[] = [];
  let into: string[] | null = null;
  let length = 0;
  let phonetic = 0;
  await parseEntry(zip, sheet, table, {
    open(tag) {
      const { attributes } = tag;
      if (tag.name === 'row') {
        const numbered = Number(attributes.r);
        rowNumber = Number.isInteger(numbered) && numbered > rowNumber ? numbered : rowNumber + 1;
        cells = [];
        column = -1;
      } else if (tag.name === 'c') {
        column = columnOf(attributes.r) ?? column + 1;
        type = attributes.t;
        value = [];
        inline = [];
        length = 0;
      } else if (tag.name === 'v') into = value;
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't' && phonetic === 0) into = inline;
    },
    close(name) {
      if (name === 'v' || name === 't') into = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cells && column < IMPORT_MAX_COLUMNS) cells[column] = table.cell(cellValue(type, value.join(''), inline.join(''), strings));
      else if (name === 'row' && cells) {
        table.add(cells, rowNumber);
        cells = null;
      }
    },
    text(text) {
      if (into) {
        into.push(text);
        length += text.length;
        if (length > IMPORT_CELL_MAX_CHARS) table.cell(into.join(''));
      }
    },
    stop: () => table.full,
  });
}
