import { setNonce } from 'get-nonce';
import { cspNonce } from '../../client/cspNonce';

// Radix's scroll lock (react-remove-scroll, in its dialog and its menus) adds a <style> element
// while a dialog or menu is open; it takes its nonce from get-nonce, and the served pages' CSP
// drops it without the page's nonce. Set once, before either can open.
const pageNonce = cspNonce();
if (pageNonce) setNonce(pageNonce);
