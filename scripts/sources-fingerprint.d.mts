/** Types of sources-fingerprint.mjs (plain JavaScript, read by the production start without a loader). */
export declare const FINGERPRINT_FILE: string;
export declare function sourcesFingerprint(root?: string): { files: number; sha256: string };
