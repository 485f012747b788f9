// The request and answer shapes that both the server and the client rely on.

export type Role = 'ADMIN' | 'STANDARD';
export type UserStatus = 'INVITED' | 'DISABLED' | 'USER_SETUP_COMPLETED';
export type OnboardingStep = 'CHOOSE_PLAN' | 'CHECKOUT_STARTED' | 'SUBSCRIBED' | 'SETUP_STORE' | 'COMPLETED';

export interface Billing {
  plan: string;
  sessionCount: number;
  sessionLimit: number;
  yearMonth: string;
}

export interface Me {
  accountId: string;
  userId: string;
  role: Role;
  name: string;
  email: string;
  onboardingStep: OnboardingStep;
  billing: Billing | null;
}

export interface TokenAnswer {
  token: string;
}

export interface SuccessAnswer {
  success: true;
  message?: string;
}

export interface ErrorBody {
  success: false;
  message: string;
  status: number;
  eventId: string;
  fieldErrors?: Record<string, string>;
}
