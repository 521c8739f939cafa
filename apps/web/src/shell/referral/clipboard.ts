/**
 * Copies text for the referral modal: the Clipboard API where the page may use it (secure contexts),
 * else the older selection copy. Resolves false when neither worked, so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not focused: try the selection copy below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated but still the only copy path outside secure contexts.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
