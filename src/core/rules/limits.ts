/**
 * Input limits both sides run (the server's schemas and the client's form rules are built from these, so a field
 * never accepts on one side what the other refuses). Limits of spec §5 and §9, and ours where the spec is silent.
 */

/** A mainland mobile number: digits only, 11 of them (spec §5: phone digits only, max 11; a login needs all 11). */
export const PHONE_DIGITS = 11;
/** Login codes sent by sendLoginSms are this many digits (ours). */
export const SMS_CODE_DIGITS = 6;
/** Passwords (ours): long enough for a passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
/** A password an installation sets for its first administrator (OWASP ASVS 2.1.1: at least 12 characters). */
export const PASSWORD_MIN_LENGTH = 12;
/** A free-text search box (keyword filters), contains-match. */
export const KEYWORD_MAX_LENGTH = 64;
/** Names of things staff create (fee strategies, shops, ...). */
export const NAME_MAX_LENGTH = 64;
/** Notes and reasons typed into a dialog (audit remarks, handling notes). */
export const REMARK_MAX_LENGTH = 500;
/** Largest page number and page size a paged query accepts; the shop list asks for 99999 (spec §9). */
export const PAGE_MAX = 100_000;
export const LIMIT_MAX = 99_999;
/** Integer ids of the reference server (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;
/** Epoch milliseconds within what a Date can hold. */
export const EPOCH_MS_MAX = 8_640_000_000_000_000;

export const PHONE_PATTERN = `^[0-9]{${PHONE_DIGITS}}$`;
export const SMS_CODE_PATTERN = `^[0-9]{${SMS_CODE_DIGITS}}$`;
