// The bodies the server reads that are not one form's fields as they are: a plan to pay for or to
// move up to, and the settings with the password a new email asks for.
import { PLANS } from './plans.js';
import { settingsSchema } from './settings.js';
import { oneOf, type Rule } from './validators.js';

const choosePlan = oneOf(
  PLANS.map((p) => p.name),
  `Choose one of ${PLANS.map((p) => p.name).join(', ')}`,
);

/** POST /checkout. */
export const checkoutSchema = { plan: [choosePlan] };
/** POST /checkout/upgrade. */
export const upgradeSchema = { newPlan: [choosePlan] };
/** PUT /settings: the form's fields, and the user's password when the email changes. */
export const settingsBodySchema = { ...settingsSchema, password: [] as Rule[] };
