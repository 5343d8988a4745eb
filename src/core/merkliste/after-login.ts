/**
 * What a list press that needed a login leaves for the page the login returns to (spec §2: "logged in,
 * at the same place"): the scroll position, and a press the login itself does not do (a remove, or a
 * chosen list after an expired session). Kept in sessionStorage, so only this tab picks it up.
 */
export interface AfterLogin {
  returnUrl?: string;
  scrollY?: number;
  replay?: { artikelId: number; merklisteId: number | null; on: boolean };
}

const KEY = 'vinothek-elements.merkliste-login';

function read(): AfterLogin {
  try {
    return (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as AfterLogin | null) ?? {};
  } catch {
    return {};
  }
}

export function rememberForAfterLogin(patch: AfterLogin): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), ...patch }));
  } catch {
    // Storage refused (private mode): the login still works, only the place is not kept.
  }
}

/** On the page the login returned to: scrolls back once, and hands out the press to replay. */
export function takeAfterLogin(): AfterLogin['replay'] | null {
  const saved = read();
  if (!saved.returnUrl || saved.returnUrl !== location.pathname + location.search) return null;
  sessionStorage.removeItem(KEY);
  if (saved.scrollY) {
    const scroll = () => window.scrollTo({ top: saved.scrollY ?? 0 });
    if (document.readyState === 'complete') requestAnimationFrame(scroll);
    else window.addEventListener('load', scroll, { once: true });
  }
  return saved.replay ?? null;
}
