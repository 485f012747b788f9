import type { SettingsInput } from '../../../shared/api-types.js';
import type { MutationDef } from '../../api/ApiProvider.js';

/** Saves the user's settings; the answer's message says whether a new email waits for its link. */
export const saveSettings: MutationDef<SettingsInput, { success: true; message: string }> = {
  request: (body) => ({ method: 'PUT', path: '/settings', body }),
  invalidates: ['Auth'],
};
