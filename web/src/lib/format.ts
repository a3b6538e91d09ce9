import type { Lang } from '@/config/languages';

/** Shown where a figure is missing (no data, too short a track record). */
export const missingValue = '–';

const monthAbbreviations: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  'zh-hans': ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
};

function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// Building an Intl.NumberFormat costs far more than formatting with one: a table of a few
// hundred figures (the blender's, redrawn on every edit) reuses one formatter per precision.
const formatters = new Map<number, Intl.NumberFormat>();

function intlFixed(value: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** A decimal plus one in its last place, the point kept: "1.99" → "2.00", "9.9" → "10.0", "99" → "100". */
function incremented(decimal: string): string {
  let index = decimal.length - 1;
  while (index >= 0 && (decimal[index] === '9' || decimal[index] === '.')) index -= 1;
  const zeros = decimal.slice(index + 1).replace(/9/g, '0');
  if (index < 0) return `1${zeros}`;
  return decimal.slice(0, index) + String.fromCharCode(decimal.charCodeAt(index) + 1) + zeros;
}

/**
 * What `intlFixed` writes, for figures below 999 (no thousands separator; none below 1e-6, which
 * `String` writes with an exponent), three times faster: the blender formats some 700 figures on
 * every edit. Intl rounds the shortest decimal that reads back as the number (what `String`
 * writes, so 1.005 is "1.01" where `toFixed` says "1.00") half away from zero; so does this.
 */
function plainFixed(value: number, decimals: number): string | undefined {
  const size = Math.abs(value);
  if (!(size < 999) || (size !== 0 && size < 1e-6)) return undefined;
  const text = String(size);
  const sign = value < 0 ? '-' : '';
  const point = text.indexOf('.');
  const fractionLength = point < 0 ? 0 : text.length - point - 1;
  if (fractionLength <= decimals) {
    if (decimals === 0) return sign + text;
    return sign + (point < 0 ? `${text}.` : text) + '0'.repeat(decimals - fractionLength);
  }
  const kept = text.slice(0, decimals === 0 ? point : point + 1 + decimals);
  // The next digit decides, the decimal being exact: 5 or more rounds away from zero.
  return sign + (text.charCodeAt(point + 1 + decimals) >= '5'.charCodeAt(0) ? incremented(kept) : kept);
}

function fixed(value: number, decimals: number): string {
  const text = plainFixed(value, decimals) ?? intlFixed(value, decimals);
  // Rounding a tiny negative to zero must not print "-0.00".
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** A fraction as a percent with 2 decimals: 0.045 → "4.50%". Returns are stored as fractions. */
export function formatPercent(fraction: number | null | undefined, decimals = 2): string {
  return isFiniteNumber(fraction) ? `${fixed(fraction * 100, decimals)}%` : missingValue;
}

/** A plain figure with 2 decimals (ratios such as Sharpe): 1.2345 → "1.23". */
export function formatDecimal(value: number | null | undefined, decimals = 2): string {
  return isFiniteNumber(value) ? fixed(value, decimals) : missingValue;
}

/**
 * Shortens large figures: thousands as K without decimals, millions and billions as M and B with
 * one decimal (12_345 → "12K", 2_450_000 → "2.5M", 1_200_000_000 → "1.2B").
 */
export function shortenNumber(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return missingValue;
  const sign = value <= -0.5 ? '-' : '';
  const size = Math.abs(value);
  // Thresholds sit where rounding reaches the next unit, so 999_960 is "1.0M", never "1000K".
  if (size >= 999_950_000) return `${sign}${(size / 1e9).toFixed(1)}B`;
  if (size >= 999_500) return `${sign}${(size / 1e6).toFixed(1)}M`;
  if (size >= 999.5) return `${sign}${String(Math.round(size / 1e3))}K`;
  return `${sign}${String(Math.round(size))}`;
}

/** Abbreviated month name, month 1–12: (1, 'en') → "Jan", (1, 'zh-hans') → "1月". */
export function monthAbbreviation(month: number, lang: Lang): string {
  const name = monthAbbreviations[lang][month - 1];
  if (name === undefined) throw new RangeError(`month must be 1–12, got ${String(month)}`);
  return name;
}

/** A `yyyymm` month as the tables show it: 202401 → "Jan 2024" / "2024年1月". */
export function formatMonth(yyyymm: number, lang: Lang): string {
  const year = Math.floor(yyyymm / 100);
  const month = monthAbbreviation(yyyymm % 100, lang);
  return lang === 'zh-hans' ? `${String(year)}年${month}` : `${month} ${String(year)}`;
}

/** A stored moment (RFC 3339) in the reader's language and time zone, to the minute; anything else as given. */
export function formatDateTime(at: string, lang: Lang): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-Hans-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** What a currency's figure is written between. */
interface CurrencyAffix {
  prefix: string;
  suffix: string;
}

const currencyAffixes = new Map<string, CurrencyAffix>();

/** A currency's symbol as Intl writes it in `lang`, made once: ('USD', 'en') → "$"; ('USD', 'zh-hans') → "US$". */
function currencyAffix(code: string, lang: Lang): CurrencyAffix {
  const key = `${lang}:${code}`;
  let affix = currencyAffixes.get(key);
  if (!affix) {
    try {
      const parts = new Intl.NumberFormat(lang === 'zh-hans' ? 'zh-CN' : 'en-US', { style: 'currency', currency: code }).formatToParts(1);
      const integer = parts.findIndex((part) => part.type === 'integer');
      // The symbol with the space Intl writes between it and the figure (e.g. "CHF ").
      const before = parts.slice(0, integer).filter((part) => part.type === 'currency' || part.type === 'literal');
      const after = parts.slice(integer).filter((part) => part.type === 'currency' || (part.type === 'literal' && part.value.trim() === ''));
      const symbol = (list: Intl.NumberFormatPart[]) => (list.some((part) => part.type === 'currency') ? list.map((part) => part.value).join('') : '');
      affix = { prefix: symbol(before), suffix: symbol(after) };
    } catch {
      // A code Intl does not know: the code itself before the figure.
      affix = { prefix: `${code} `, suffix: '' };
    }
    currencyAffixes.set(key, affix);
  }
  return affix;
}

/**
 * The units large amounts are counted in, largest first: thousands, millions and billions in
 * English; 万 (10⁴) and 亿 (10⁸) in Chinese.
 */
const amountUnits: Record<Lang, readonly (readonly [number, string])[]> = {
  en: [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
  'zh-hans': [
    [1e8, '亿'],
    [1e4, '万'],
  ],
};

/**
 * `size` (0 or more) in the largest unit of `lang` it reaches: one decimal, ".0" dropped, except
 * English thousands (whole). A figure that rounds up to the next unit is written in it
 * (999_960 is "1M", never "1000K"; 9_999.6 is "1万").
 */
function unitFigure(size: number, lang: Lang): string {
  const units = amountUnits[lang];
  const round = (value: number, index: number) => (lang === 'en' && index === units.length - 1 ? Math.round(value) : Math.round(value * 10) / 10);
  let index = units.findIndex(([unit]) => size >= unit);
  if (index === -1) {
    const whole = Math.round(size);
    const smallest = units[units.length - 1];
    if (!smallest || whole < smallest[0]) return String(whole);
    index = units.length - 1;
  }
  const [unit, name] = units[index] ?? [1, ''];
  const value = round(size / unit, index);
  const larger = units[index - 1];
  if (larger && value * unit >= larger[0]) return `${String(round(size / larger[0], index - 1))}${larger[1]}`;
  return `${String(value)}${name}`;
}

const wholeNumbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A currency's symbol as `formatAmount` writes it, for a heading or a field that names the
 * currency of its figures: ('USD', 'zh-hans') → "US$"; ('EUR', 'en') → "€". English writes the
 * dollar as a bare "$", which alone does not say which dollar a heading means: "US$" there too.
 */
export function currencySymbol(currency: string, lang: Lang): string {
  const { prefix, suffix } = currencyAffix(currency, lang);
  const symbol = `${prefix}${suffix}`.trim();
  return symbol === '$' ? 'US$' : symbol;
}

/**
 * An amount to the unit with its currency, written as `formatAmount` writes the currency: what a
 * shortened amount's hover gives exactly, and what a message about a typed amount quotes
 * (1_234_567, 'USD', 'en' → "$1,234,567"; 'zh-hans' → "US$1,234,567"). Chinese groups by
 * thousands too, as every input takes the figure.
 */
export function formatExactAmount(amount: number | null | undefined, currency: string | null | undefined, lang: Lang): string {
  if (!isFiniteNumber(amount)) return missingValue;
  const { prefix, suffix } = currencyAffix(currency && currency !== '' ? currency : 'USD', lang);
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${prefix}${wholeNumbers.format(Math.abs(rounded))}${suffix}`;
}

/**
 * An amount of money, shortened and with its currency: every listing, program page and blender
 * figure of AUM or minimum investment goes through it. English counts in K (whole), M and B (one
 * decimal, ".0" dropped): 250_000 → "$250K", 1_000_000 → "$1M", 1_450_000 → "$1.5M". Chinese
 * counts in 万 and 亿 with the symbol first (docs/decisions.md): 120_000_000 → "US$1.2亿",
 * 2_500_000 → "US$250万". A missing currency is US dollars; a missing amount a dash.
 */
export function formatAmount(amount: number | null | undefined, currency: string | null | undefined, lang: Lang): string {
  if (!isFiniteNumber(amount)) return missingValue;
  const { prefix, suffix } = currencyAffix(currency && currency !== '' ? currency : 'USD', lang);
  const sign = amount <= -0.5 ? '-' : '';
  const figure = unitFigure(Math.abs(amount), lang);
  return `${sign}${prefix}${figure}${suffix}`;
}
