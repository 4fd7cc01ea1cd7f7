const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const UNITS = ['', '十', '百', '千'];
/** Four-digit sections: 个, 万, 亿, 万亿. */
const SECTION_UNITS = ['', '万', '亿', '万亿'];

function sectionText(section: number): string {
  let out = '';
  let zero = false;
  for (let pos = 3; pos >= 0; pos -= 1) {
    const digit = Math.floor(section / 10 ** pos) % 10;
    if (digit === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += DIGITS[0];
    zero = false;
    out += DIGITS[digit] + UNITS[pos];
  }
  return out;
}

/**
 * A positive integer in Chinese numerals: 1 → 一, 11 → 十一, 20 → 二十, 101 → 一百零一, 10010 → 一万零一十.
 * spec §5: 0 or empty gives null; so do negatives, fractions, non-numbers and integers past Number.MAX_SAFE_INTEGER.
 */
export function chineseNumeral(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  const sections: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) sections.push(rest % 10_000);
  let out = '';
  let gap = false;
  for (let i = sections.length - 1; i >= 0; i -= 1) {
    const section = sections[i];
    if (section === 0) {
      gap = out !== '';
      continue;
    }
    if (out !== '' && (gap || section < 1000)) out += DIGITS[0];
    gap = false;
    out += sectionText(section) + SECTION_UNITS[i];
  }
  // 10-19 at the head read 十, 十一 rather than 一十, 一十一.
  return out.startsWith('一十') ? out.slice(1) : out;
}
