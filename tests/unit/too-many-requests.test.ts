// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addArtikelErinnerung } from '../../src/core/api/artikel-erinnerung.ts';
import { ApiError } from '../../src/core/errors.ts';
import { toastsAtom } from '../../src/core/state/toasts.ts';
import { REMINDERS_PER_IP } from '../../examples/catalogue/reminder.ts';
import { startDemoApi } from '../helpers/demo-api.ts';

describe('a throttled call (429, issue 15)', () => {
  it("shows the back end's German message as the toast, not the generic server-error text", async () => {
    const api = await startDemoApi();
    const request = { artikelId: 1002, vorname: 'Anna', nachname: 'Muster', email: 'anna@example.ch' };
    for (let i = 0; i < REMINDERS_PER_IP.max; i++) await addArtikelErinnerung(api.store, request);
    api.store.set(toastsAtom, []);

    const error = await addArtikelErinnerung(api.store, request).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    const [toast] = api.store.get(toastsAtom);
    expect(toast?.kind).toBe('warning');
    expect(toast?.message).toMatch(/^Zu viele Anfragen/);
    expect(toast?.message).not.toMatch(/Kommunikation mit dem Server/);
    expect(toast?.detail).toBeUndefined();
  });
});
