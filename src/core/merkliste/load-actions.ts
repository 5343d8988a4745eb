/** The list actions load on the first press of a heart, not with the toggle that sits on every card. */
export const loadMerklisteActions = () => import('./actions.ts');
