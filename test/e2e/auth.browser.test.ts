// The signed-out screens end to end: a real Chromium against the built server as a child process,
// finding everything by role, label and text as a person or a screen reader would.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/common-passwords.js';
import { confirmEmail, DESKTOP, PHONE, eventually, screenshot, waitForPath } from '../helpers/browser.js';
import { browserSuite } from '../helpers/browser-suite.js';
import { firstLink, readOutbox } from '../helpers/outbox.js';

const suite = browserSuite(test);

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++counter}@example.com`;
const FIRST_PASSWORD = 'First!Pass1';
const NEW_PASSWORD = 'bRand9#NewPw';

async function tab(viewport = DESKTOP): Promise<Page> {
  return (await suite.tab(viewport)).page;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function register(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto('/ap/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await confirmEmail(page, suite.dataDir, email);
  await waitForPath(page, '/onboarding');
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
}

/** The item of the "Password requirements" list with this label: whether it says it is met, to eyes and ears alike. */
async function requirement(list: Locator, label: string): Promise<boolean> {
  const item = list.getByRole('listitem').filter({ hasText: label });
  const [flag, text] = await Promise.all([item.getAttribute('data-met'), item.textContent()]);
  const spoken = text!.replace(/\s+/g, ' ').trim();
  const met = flag === 'true';
  assert.is(spoken, `${met ? 'Met: ' : 'Not met: '}${label}`, `what a screen reader hears for "${label}" agrees with data-met=${flag}`);
  return met;
}

const REQUIREMENTS = ['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number', 'One special character'];

async function checklist(list: Locator): Promise<string[]> {
  const met: string[] = [];
  for (const label of REQUIREMENTS) if (await requirement(list, label)) met.push(label);
  return met;
}

/**
 * The sign-in failure as the page shows it: the announced message, character for character (an
 * unknown email and a wrong password must read exactly alike, or the page tells who has an account).
 */
async function signInError(page: Page): Promise<string> {
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
  await alert.waitFor();
  return (await alert.textContent())!;
}

/** Follows a link the way a keyboard or screen-reader user does: move to it, press Enter. */
async function follow(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name });
  await link.focus();
  await page.keyboard.press('Enter');
}

/** Types at the end of the focused field, key by key, the way a person does. */
async function typeMore(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('End');
  await field.pressSequentially(text);
}

const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
const isGreen = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return g! > r! + 40 && g! > b! + 40;
};

test('the whole account flow: register, logout, reset by mail, sign in, and it all survives a restart', async () => {
  const name = 'Ada Lovelace';
  const email = uniqueEmail('ada');
  let page = await tab();

  // Signed out, the dashboard sends you to sign in.
  await page.goto('/');
  await waitForPath(page, '/ap/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await screenshot(page, 'login-desktop');

  // Create an account (following links from the keyboard here; the mouse gets its own test below).
  await follow(page, 'Create an account');
  await waitForPath(page, '/ap/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Nothing opens before the address is confirmed. With no mail server, the screen names the file
  // the mail was saved in; Resend mails a new link, and only that one works.
  await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
  await page.getByText(`We sent a link to ${email}.`).waitFor();
  const firstMail = await readOutbox(suite.dataDir, email, { subject: 'Confirm your email address' });
  await page.getByText(firstMail.file).waitFor();
  await screenshot(page, 'confirm-email-desktop');
  await page.getByRole('button', { name: 'Resend' }).click();
  await page.getByRole('status').filter({ hasText: `A new link is on its way to ${email}.` }).waitFor();
  const secondMail = await eventually(async () => {
    const mail = await readOutbox(suite.dataDir, email, { subject: 'Confirm your email address' });
    assert.is.not(mail.file, firstMail.file);
    return mail;
  });
  await page.getByText(secondMail.file).waitFor();
  await page.goto(firstLink(firstMail.text));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired.' }).waitFor();
  await page.goto(firstLink(secondMail.text));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
  await page.getByText(`${email} is your account's address from now on.`).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForPath(page, '/onboarding');
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await page.getByText(name).waitFor();
  await screenshot(page, 'onboarding-desktop');

  // Logout ends the session: back to sign in, and the private page is closed again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/ap/login');
  await page.goto('/onboarding');
  await waitForPath(page, '/ap/login');

  // Ask for a reset link.
  await follow(page, 'Forgot password?');
  await waitForPath(page, '/ap/forgot-password');
  const asked = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Reset requested' });
  await toast.waitFor();
  assert.match((await toast.textContent())!, 'If user exists a reset email will be sent');

  // The mail holds a set-password link on this server.
  const mail = await readOutbox(suite.dataDir, email, { after: asked });
  const link = firstLink(mail.text);
  assert.ok(link.startsWith(`${suite.server.url}/ap/set-password?token=`), `the link points at APP_URL: ${link}`);

  await page.goto(link);
  await page.getByRole('heading', { name: 'Set Your Password' }).waitFor();
  await page.getByText('Create a strong password to secure your account.').waitFor();

  // The live checklist: every requirement starts unmet and turns met as the password grows.
  const list = page.getByRole('list', { name: 'Password requirements' });
  const password = page.getByLabel('Password', { exact: true });
  assert.equal(await checklist(list), []);
  const unmetColour = await colourOf(list.getByRole('listitem').filter({ hasText: 'One lowercase letter' }));

  await typeMore(page, password, 'b');
  await eventually(async () => assert.equal(await checklist(list), ['One lowercase letter']));
  const metColour = await colourOf(list.getByRole('listitem').filter({ hasText: 'One lowercase letter' }));
  assert.ok(isGreen(metColour), `a met requirement is green, got ${metColour}`);
  assert.is.not(metColour, unmetColour, 'met and unmet requirements look different');

  await typeMore(page, password, 'R');
  await eventually(async () => assert.equal(await checklist(list), ['One uppercase letter', 'One lowercase letter']));
  await typeMore(page, password, 'and9');
  await eventually(async () => assert.equal(await checklist(list), ['One uppercase letter', 'One lowercase letter', 'One number']));
  await screenshot(page, 'set-password-desktop');
  await typeMore(page, password, '#');
  await eventually(async () => assert.equal(await checklist(list), ['One uppercase letter', 'One lowercase letter', 'One number', 'One special character']));
  await typeMore(page, password, 'N'); // the 8th character
  await eventually(async () => assert.equal(await checklist(list), REQUIREMENTS));
  await typeMore(page, password, 'ewPw');
  assert.is(await password.inputValue(), NEW_PASSWORD);

  // Deleting characters turns a requirement back to unmet.
  await password.fill('bRand9NewPw');
  await eventually(async () => assert.not.ok((await checklist(list)).includes('One special character')));
  await password.fill(NEW_PASSWORD);
  await eventually(async () => assert.equal(await checklist(list), REQUIREMENTS));

  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.getByRole('status').filter({ hasText: 'Password Set Succcessfully' }).waitFor();
  await waitForPath(page, '/ap/login');

  // The new password signs in.
  await signIn(page, email, NEW_PASSWORD);
  await waitForPath(page, '/onboarding');
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/ap/login');

  // Restart the server on the same data: SIGTERM ends it cleanly, and a new process starts.
  const { code, output } = await suite.restartServer();
  assert.is(code, 0, `the server stops cleanly on SIGTERM:\n${output.slice(-2000)}`);
  page = await tab();

  // The old password no longer works: the message shows on the page, the password field is flagged.
  await page.goto('/ap/login');
  await signIn(page, email, FIRST_PASSWORD);
  assert.is(await signInError(page), 'Invalid credentials');
  assert.is(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid'), 'true');
  assert.is(new URL(page.url()).pathname, '/ap/login');

  // The new password still does, and the account is the one created before the restart.
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await waitForPath(page, '/onboarding');
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await page.getByText(name).waitFor();
});

test('the common-passwords list is not in the first download; the form fetches it when the password is first used', async () => {
  const page = await tab();
  const lists: string[] = [];
  const registers: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/assets\/common-passwords-[^/]+\.txt$/.test(path)) lists.push(path);
    if (path === '/api/auth/register') registers.push(path);
  });
  await page.goto('/ap/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  const bundle = await (await fetch(suite.server.url + (await page.locator('script[type="module"]').getAttribute('src')))).text();
  for (const entry of ['lizaveta', 'trustno1', 'qqqqqq1']) assert.not.ok(bundle.includes(entry), `"${entry}" of the list is in the first bundle`);
  await page.getByLabel('Name', { exact: true }).fill('Ada');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  assert.equal(lists, [], 'nothing fetched before the password field is used');

  const listAnswer = page.waitForResponse((r) => /\/assets\/common-passwords-[^/]+\.txt$/.test(r.url()));
  await page.getByLabel('Password', { exact: true }).fill('Welcome1!');
  const answer = await listAnswer;
  assert.is(answer.status(), 200);
  assert.ok(String(answer.headers()['cache-control']).includes('immutable'), 'a hashed asset, cached for good');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(COMMON_PASSWORD_MESSAGE).waitFor();
  assert.is(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid'), 'true');
  assert.equal(registers, [], 'the form refused it without asking the server');
  assert.is(lists.length, 1);
});

test('a wrong password shows "Invalid credentials" and stays on the sign-in page', async () => {
  const email = uniqueEmail('wrong');
  const page = await tab();
  await register(page, 'Wrong Pass', email, FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/ap/login');

  await signIn(page, email, 'Not!ThePassword1');
  assert.is(await signInError(page), 'Invalid credentials');
  assert.is(new URL(page.url()).pathname, '/ap/login');
  assert.is(await page.evaluate(() => localStorage.getItem('token')), null, 'no token is kept');

  // Typing a new password clears the message; the right one signs in.
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await eventually(async () => assert.is(await page.getByText('Invalid credentials').count(), 0));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await waitForPath(page, '/onboarding');
});

test('an unknown email is refused exactly like a wrong password', async () => {
  const page = await tab();
  await page.goto('/ap/login');
  await signIn(page, uniqueEmail('nobody'), 'Whatever!1');
  assert.is(await signInError(page), 'Invalid credentials');
  assert.is(new URL(page.url()).pathname, '/ap/login');
});

test('submitting the empty sign-in form names both missing fields', async () => {
  const page = await tab();
  await page.goto('/ap/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Email is required').waitFor();
  await page.getByText('Password is required').waitFor();
  assert.is(await page.getByLabel('Email').getAttribute('aria-invalid'), 'true');
  assert.is(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid'), 'true');
  // The keyboard is taken to the first field to fix.
  assert.ok(await page.getByLabel('Email').evaluate((el) => el === document.activeElement), 'focus moves to Email');
  assert.is(new URL(page.url()).pathname, '/ap/login');
});

// A person's first click on a link of a freshly loaded sign-in page (the Email field has the focus)
// must follow it. Pressing the mouse button blurs Email; if that shows "Email is required" and
// moves the card, the button is released beside the link and nothing happens.
for (const [name, path] of [
  ['Create an account', '/ap/register'],
  ['Forgot password?', '/ap/forgot-password'],
] as const) {
  test(`the first mouse click on "${name}" of a fresh sign-in page follows it`, async () => {
    const page = await tab();
    await page.goto('/ap/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name }).click();
    try {
      await waitForPath(page, path, 2000);
    } catch {
      const shifted = await page.getByText('Email is required').count();
      assert.unreachable(
        `the click did not follow "${name}" (still on ${new URL(page.url()).pathname})` +
          (shifted ? '; pressing the button blurred Email, which showed "Email is required" and moved the link from under the pointer' : ''),
      );
    }
  });
}

test('an unknown path shows the 404 page', async () => {
  const page = await tab();
  const response = await page.goto('/no/such/page');
  assert.is(response?.status(), 200, 'the SPA shell answers every page path');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
  assert.is(new URL(page.url()).pathname, '/no/such/page');
});

test('/ap/set-password without a token goes to /, which sends a signed-out visitor to sign in', async () => {
  const page = await tab();
  const entries = await page.evaluate(() => history.length);
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await page.goto('/ap/set-password');
  await waitForPath(page, '/ap/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  assert.equal(seen, ['/ap/set-password', '/', '/ap/login']);
  assert.is(await page.getByRole('heading', { name: 'Set Your Password' }).count(), 0);
  // Replace, not push: the visit left one history entry, and going back does not return to it or to /.
  assert.is(await page.evaluate(() => history.length), entries + 1);
  await page.goBack();
  assert.not.ok(['/ap/set-password', '/'].includes(new URL(page.url()).pathname), `back went to ${page.url()}`);
});

test('the sign-in, set-password and onboarding screens fit a phone', async () => {
  const page = await tab(PHONE);
  const fits = async (what: string) => {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `${what} scrolls sideways on a phone: ${scrollWidth}px wide in ${innerWidth}px`);
  };
  const inView = async (locator: Locator, what: string) => {
    const box = await locator.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${what} is inside the screen width: ${JSON.stringify(box)}`);
  };

  await page.goto('/ap/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await fits('sign in');
  await inView(page.getByRole('button', { name: 'Sign In' }), 'Sign In');
  await screenshot(page, 'login-phone');

  await page.goto('/ap/set-password?token=not-checked-until-submit');
  await page.getByRole('heading', { name: 'Set Your Password' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('bRand9');
  await fits('set password');
  await inView(page.getByRole('button', { name: 'Set Password' }), 'Set Password');
  await screenshot(page, 'set-password-phone');

  await register(page, 'Phone User', uniqueEmail('phone'), FIRST_PASSWORD);
  await fits('onboarding');
  await inView(page.getByRole('button', { name: 'Logout' }), 'Logout');
  await screenshot(page, 'onboarding-phone');
});

test.run();
