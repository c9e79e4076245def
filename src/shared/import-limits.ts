/**
 * How much one import from a spreadsheet may carry (issue 37 §1.4), shared by the contract, the
 * server's body limit and the browser's reader: the reader refuses a larger file by name before
 * any request, and the server refuses a larger body.
 */

/** Rows one import writes at most (the contract's `maxItems` of an import's `rows`). */
export const IMPORT_MAX_ROWS = 5000;

/**
 * Bytes one row of an import's body is allowed on average. A full FCHV row of the template is
 * about 700 bytes in English and about twice that with its names in Devanagari (three bytes a
 * letter in UTF-8); 2 KiB leaves room for long notes. The largest row the schemas allow (every
 * text at its maximum length) is about 52 KB, which no one types for thousands of rows.
 */
export const IMPORT_ROW_BYTES = 2048;

/** The largest import body the server reads: 5,000 rows of 2 KiB (about 10 MB). */
export const IMPORT_BODY_LIMIT = IMPORT_MAX_ROWS * IMPORT_ROW_BYTES;
