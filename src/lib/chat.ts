/**
 * The live-chat provider's script is third-party code and costs bandwidth, so it is loaded only
 * when the visitor presses the chat button, and only once per page life.
 */
const CHAT_SCRIPT_ID = 'live-chat-provider';
let pending: Promise<void> | undefined;

/** Loads the provider script once; resolves when it has run, rejects when it fails to load. */
export function loadChatScript(url: string, doc: Document = document): Promise<void> {
  if (pending) return pending;
  pending = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // Let a later press try again (the network may be back).
      script.remove();
      pending = undefined;
      reject(new Error(`The live-chat script did not load: ${url}`));
    });
    doc.head.append(script);
  });
  return pending;
}
