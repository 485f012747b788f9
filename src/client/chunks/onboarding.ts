// The onboarding wizard, with the store form and the country list, and its guard.
export * from '../shell.js';
export { OnboardingPage } from '../features/onboarding/OnboardingPage.js';
export { Private } from '../routes/Private.js';
