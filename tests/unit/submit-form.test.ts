// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../src/core/api/account.ts';
import { addArtikelErinnerung } from '../../src/core/api/artikel-erinnerung.ts';
import { fetchMerklisteState, updateMerkliste } from '../../src/core/api/merkliste.ts';
import type { ArtikelErinnerungRequest } from '../../src/core/api/schemas/artikel-erinnerung.ts';
import { readCommonAnswer, submitForm, type FormSubmission } from '../../src/core/forms/submit-form.ts';
import type { ArtikelErinnerungResponse } from '../../src/core/api/schemas/artikel-erinnerung.ts';
import { toastsAtom } from '../../src/core/state/toasts.ts';
import { startDemoApi, type DemoApi } from '../helpers/demo-api.ts';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
});

const toasts = () => demo.store.get(toastsAtom).map((toast) => `${toast.kind}: ${toast.message}`);
const SERVER_ERROR = 'warning: Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!';
const CHECK_INPUT = 'warning: Bitte überprüfen Sie Ihre Eingaben!';

function reminder(request: Partial<ArtikelErinnerungRequest>): FormSubmission<ArtikelErinnerungResponse> {
  return {
    key: 'erinnerung-1002',
    call: (handlers) => addArtikelErinnerung(demo.store, { artikelId: 1002, ...request } as ArtikelErinnerungRequest, handlers),
    read: readCommonAnswer,
    successText: (answer) => answer.successText,
    successMessage: 'erinnerung.erfolg',
  };
}

describe('submitForm (spec §5, §7, §8)', () => {
  it('turns an answer with validationResult into field messages and the formularEingabenPruefen toast', async () => {
    const outcome = await submitForm(demo.store, reminder({ vorname: 'Anna', nachname: '', email: 'kein-mail' }));
    expect(outcome).toMatchObject({
      status: 'invalid',
      fieldMessages: { nachname: 'Bitte geben Sie Ihren Nachnamen ein.', email: expect.stringMatching(/gültige E-Mail/) },
    });
    expect(outcome.status === 'invalid' && Object.keys(outcome.fieldMessages)).toEqual(['nachname', 'email']);
    expect(toasts()).toEqual([CHECK_INPUT]);
  });

  it('treats a 400 carrying validationResult as an invalid form, not a server failure', async () => {
    const outcome = await submitForm(demo.store, reminder({ artikelId: 'x' as unknown as number }));
    expect(outcome).toEqual({ status: 'invalid', answer: null, fieldMessages: { artikelId: expect.any(String) }, warningMessages: [] });
    expect(toasts()).toEqual([CHECK_INPUT]);
  });

  it('reads several validation groups and the warning messages (registration)', async () => {
    const outcome = await submitForm(demo.store, {
      key: 'register',
      call: (handlers) =>
        register(
          demo.store,
          { adresse: { vorname: 'Anna' }, userData: { userName: 'anna@example.ch', password: 'a', passwordConfirm: 'b' } } as never,
          handlers,
        ),
      read: (answer) => ({
        success: answer.success,
        validationResults: [answer.validationResultUserData, answer.validationResultAdresse],
        warningMessages: answer.warningMessages,
      }),
    });
    expect(outcome.status).toBe('invalid');
    if (outcome.status !== 'invalid') return;
    expect(Object.keys(outcome.fieldMessages)).toEqual(expect.arrayContaining(['password', 'name']));
    expect(outcome.warningMessages).toEqual(['Bitte überprüfen Sie Ihre Eingaben!']);
  });

  it.each([
    ['server-error', /500/],
    ['network', /Failed to fetch/],
  ] as const)('answers failed after the §8 toast on %s', async (fault, detail) => {
    demo.failNext(fault);
    const outcome = await submitForm(demo.store, reminder({ vorname: 'Anna', nachname: 'Muster', email: 'anna@example.ch' }));
    expect(outcome).toEqual({ status: 'failed' });
    expect(toasts()).toEqual([SERVER_ERROR]);
    expect(demo.store.get(toastsAtom)[0]?.detail).toMatch(detail);
  });

  it("shows the server's success text, else the given message", async () => {
    const outcome = await submitForm(demo.store, reminder({ vorname: 'Anna', nachname: 'Muster', email: 'anna@example.ch' }));
    expect(outcome.status).toBe('success');
    expect(toasts()).toEqual([expect.stringMatching(/^success: Vielen Dank!.*anna@example\.ch/)]);

    await demo.login();
    const list = (await fetchMerklisteState(demo.store)).merklisten.find((merkliste) => !merkliste.isDefault)!;
    const saved = await submitForm(demo.store, {
      key: `merkliste-${list.merklisteId}`,
      call: (handlers) => updateMerkliste(demo.store, list.merklisteId, { bezeichnung: 'Sommerfest' }, handlers),
      read: readCommonAnswer,
      successMessage: 'erfolgreichGespeichert',
    });
    expect(saved.status === 'success' && saved.answer.store.merklisten.some((merkliste) => merkliste.bezeichnung === 'Sommerfest')).toBe(
      true,
    );
    expect(toasts().at(-1)).toBe('success: Erfolgreich gespeichert!');
  });

  it('joins a double submit: one request, one outcome for both', async () => {
    const gate = demo.hold();
    const first = submitForm(demo.store, reminder({ vorname: 'Anna', nachname: 'Muster', email: 'anna@example.ch' }));
    const second = submitForm(demo.store, reminder({ vorname: 'Anna', nachname: 'Muster', email: 'anna@example.ch' }));
    gate.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(demo.requests.filter((request) => request.path === '/api/artikel-erinnerung/add')).toHaveLength(1);
    // Once answered, the form can be sent again.
    await submitForm(demo.store, reminder({ vorname: 'Anna', nachname: 'Muster', email: 'anna@example.ch' }));
    expect(demo.requests.filter((request) => request.path === '/api/artikel-erinnerung/add')).toHaveLength(2);
  });
});
