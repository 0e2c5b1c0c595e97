/**
 * Picks the home page variant the way Unleash buckets users for a gradual
 * rollout: a sticky random id, hashed with MurmurHash3 (x86, 32-bit, seed 0)
 * as `${group}:${id}`, normalised to 1..100. Buckets 1-50 see variant "a",
 * 51-100 variant "b". `?home-variant=a|b` overrides it for previews.
 *
 * This function is also serialised with toString() into a blocking inline
 * script on the home page, so it must not reference anything outside itself.
 */
export type HomeVariant = 'a' | 'b';

export function assignHomeVariant(hash32: (key: string) => number, win: Window): HomeVariant {
  const storageKey = 'unleash-docs.visitor-id';
  const group = 'home-page';
  let variant: HomeVariant = 'a';
  try {
    const forced = new URLSearchParams(win.location.search).get('home-variant');
    if (forced === 'a' || forced === 'b') {
      variant = forced;
    } else {
      let id = win.localStorage.getItem(storageKey);
      if (!id) {
        id = win.crypto && win.crypto.randomUUID ? win.crypto.randomUUID() : String(Math.random()).slice(2);
        win.localStorage.setItem(storageKey, id);
      }
      const bucket = (hash32(group + ':' + id) % 100) + 1;
      variant = bucket <= 50 ? 'a' : 'b';
    }
  } catch {
    // Storage blocked (private mode, sandboxed frame): show the default variant.
  }
  win.document.documentElement.setAttribute('data-home-variant', variant);
  return variant;
}
