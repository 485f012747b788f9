// The bodies the server reads that are not one form's fields as they are: a plan to pay for or to
// move up to, and the settings with the password a new email asks for.
import { PLANS } from './plans.js';
import { settingsSchema } from './settings.js';
import { fields, oneOf, text, type BodySchema, type Fields } from './validators.js';

const choosePlan = oneOf(
  PLANS.map((p) => p.name),
  `Choose one of ${PLANS.map((p) => p.name).join(', ')}`,
);

/** POST /checkout. */
export const checkoutSchema = { plan: [choosePlan] };
/** POST /checkout/upgrade. */
export const upgradeSchema = { newPlan: [choosePlan] };
/**
 * PUT /settings: the form's fields, and the user's password, asked for only when the email changes
 * (then a password that is no text counts as none given; otherwise it is not read).
 */
const settingsForm = fields(settingsSchema);
export const settingsBody: BodySchema<Fields<typeof settingsSchema> & { password: string }> = {
  read(body, known) {
    const checked = settingsForm.read(body, known);
    return checked.ok ? { ok: true, value: { ...checked.value, password: text(body.password) } } : checked;
  },
};
