import { Redirect } from 'wouter';
import { useSession } from '../../state/session.js';
import { OnboardingLayout, onboardingStyles } from './OnboardingLayout.js';

export function OnboardingPage() {
  const { onboardingStep } = useSession();
  if (onboardingStep === 'COMPLETED') return <Redirect to="/" replace />;
  return (
    <OnboardingLayout>
      <h1 className={onboardingStyles.title}>Choose Your Plan</h1>
      <p className={onboardingStyles.subtitle}>Plans and checkout arrive with the billing issue.</p>
    </OnboardingLayout>
  );
}
