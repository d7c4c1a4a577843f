/**
 * How a typed PO number is compared with the orders' numbers (issue 32, row 9): `po-000022`,
 * `PO‑000022` (a non-breaking hyphen) and `PO-0000\u200B22` (a zero-width space pasted from a
 * mail) all mean PO-000022. Before, an exact comparison recorded them as free text, so a
 * cancelled order could be received against and an open one got no delivery.
 *
 * The key: Unicode compatibility normalisation (NFKC: full-width letters and digits, ligatures,
 * the non-breaking hyphen's compatibility form), every dash-like character as '-', invisible
 * characters (zero-width spaces and joiners, byte order mark, soft hyphen, other format and
 * default-ignorable characters) removed, spaces collapsed and trimmed, then lower case.
 */
const HYPHENS = /[\u2010-\u2015\u2212\u2043\uFE58\uFE63\uFF0D]/gu;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

export function poNumberKey(poNumber: string): string {
  return poNumber
    .normalize('NFKC')
    .replace(HYPHENS, '-')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}
