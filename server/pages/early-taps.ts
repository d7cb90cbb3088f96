/**
 * The script that notes taps made on a drawn page before the app runs (src/shared/early-taps.ts
 * says why and how), as the head of a drawn page carries it (page-html.ts), with the CSP source
 * that allows it.
 */
import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '../../src/shared/early-taps.ts';

/** The script's element, for the head of a drawn page. */
export const EARLY_TAPS_ELEMENT = `<script>${EARLY_TAPS_SCRIPT}</script>`;

/** The CSP source that allows it: the hash of its text, the same for every page. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
