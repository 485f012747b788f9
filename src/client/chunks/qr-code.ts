// The QR code's encoder, fetched only when someone sets two-factor up.
export * from '../shell.js';
export { encode } from 'uqr';
